// Picking a wallet: wait for a late-injected wallet object, connect, prove ownership through the
// server, and only then store the session: a refusal or failure at any step leaves the tab as it was
// (no address stored, no session opened), so picking the wallet again starts clean. While the wallet
// is waited for, the header says so and the rest of the app stays usable.
import { notify } from '@/components/ui/notification-store';
import { useSessionStore } from '@/lib/session-store';
import { WalletFailure, type WalletAdapter } from '../adapters/wallet-adapter';
import { proveOwnership } from '../api/prove-ownership';
import { usePendingWallet } from './pending-wallet';

export async function connectWallet(adapter: WalletAdapter): Promise<void> {
  if (!(await adapter.waitUntilInstalled())) {
    notify('warning', adapter.installHint);
    return;
  }
  const attempt = usePendingWallet.getState().attempt + 1;
  usePendingWallet.setState({ label: adapter.label, attempt });
  const latest = () => usePendingWallet.getState().attempt === attempt;
  try {
    await signInWith(adapter, latest);
  } finally {
    if (latest()) usePendingWallet.setState({ label: null });
  }
}

const failure = (error: unknown, fallback: string) => (error instanceof WalletFailure ? error.message : fallback);

async function signInWith(adapter: WalletAdapter, latest: () => boolean): Promise<void> {
  let address: string;
  try {
    address = await adapter.connect();
  } catch (error) {
    if (latest()) notify('error', failure(error, `Failed to connect to ${adapter.label}`));
    return;
  }
  if (!latest()) return;
  try {
    const proved = await proveOwnership(adapter, address);
    if (!latest()) return;
    // The server's spelling names the user's files (file URLs); the wallet's is compared case-blind.
    useSessionStore.getState().update({
      starsAddress: proved.address,
      activeWallet: adapter.kind,
      userEmail: null,
      ownershipProved: true,
      keplrSignature: proved.signature,
    });
    notify('success', 'Account ownership proved successfully!');
  } catch (error) {
    if (!latest()) return;
    // The proved flag reads false (SPEC.md section 8), unless an earlier session is still proved.
    if (!useSessionStore.getState().ownershipProved) useSessionStore.getState().update({ ownershipProved: false });
    notify('error', failure(error, `Error proving ${adapter.label} account ownership`));
  }
}
