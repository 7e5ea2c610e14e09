// Keeps the tab's wallet session honest: reconnects on load, ends the session when the wallet is gone or
// on another account (checked on load and on the wallet's account-change event), and when the server no
// longer knows the session.
import { useCallback, useEffect } from 'react';
import { RECONNECT_INTERVAL_MS, RECONNECT_RETRIES } from '@/config/constants';
import { hasAnySession, useSessionStore } from '@/lib/session-store';
import { adapterFor } from '../adapters/adapters';
import { sameAddress } from '../adapters/wallet-adapter';
import { waitFor } from '../adapters/wait-for';
import { fetchServerSession } from '../api/server-session';
import { useEndSession } from './use-end-session';

/**
 * A new tab starts with empty sessionStorage, but the browser's session cookie may still be live: an
 * email user is then signed in without a new code. (A wallet still has to prove itself in each tab.)
 */
async function adoptEmailSession(): Promise<void> {
  const server = await fetchServerSession().catch(() => null);
  if (!server?.signedIn || server.wallet !== 'email' || hasAnySession()) return;
  useSessionStore.getState().update({
    starsAddress: server.address,
    ownershipProved: true,
    activeWallet: 'email',
    userEmail: server.email,
    keplrSignature: null,
  });
}

export function useWalletSession() {
  const endSession = useEndSession();
  const activeWallet = useSessionStore((s) => s.activeWallet);

  /** True when the wallet still shows the stored account; otherwise the session has been ended. */
  const checkWallet = useCallback(async () => {
    const { starsAddress, activeWallet: wallet } = useSessionStore.getState();
    if (!hasAnySession()) return false;
    if (wallet === 'email' && starsAddress) return true;
    const adapter = adapterFor(wallet);
    const current = adapter?.isInstalled() ? await adapter.currentAccount().catch(() => null) : null;
    if (starsAddress && sameAddress(current, starsAddress)) return true;
    await endSession();
    return false;
  }, [endSession]);

  const checkServer = useCallback(async () => {
    const { ownershipProved, starsAddress } = useSessionStore.getState();
    if (!ownershipProved) return;
    const server = await fetchServerSession().catch(() => null);
    if (server && (!server.signedIn || !sameAddress(server.address, starsAddress))) await endSession();
  }, [endSession]);

  useEffect(() => {
    void (async () => {
      if (!hasAnySession()) return adoptEmailSession();
      const { activeWallet: wallet, starsAddress } = useSessionStore.getState();
      const adapter = adapterFor(wallet);
      if (wallet !== 'email' || !starsAddress) {
        const ready = adapter && (await waitFor(() => adapter.isInstalled(), RECONNECT_RETRIES, RECONNECT_INTERVAL_MS));
        if (
          !ready ||
          !(await adapter.connect('reconnect').then(
            () => true,
            () => false,
          ))
        )
          return endSession();
      }
      if (await checkWallet()) await checkServer();
    })();
    // Once per page load: later changes come through the events below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const adapter = adapterFor(activeWallet);
    if (!adapter) return;
    return adapter.onAccountChange(() => void checkWallet());
  }, [activeWallet, checkWallet]);

  useEffect(() => {
    const onFocus = () => void checkServer();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [checkServer]);
}
