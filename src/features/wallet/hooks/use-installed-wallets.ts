import { useEffect, useState } from 'react';
import { WALLET_POLL_MS, WALLET_POLL_TRIES } from '@/config/constants';
import { WALLETS } from '../adapters/adapters';

const installedNow = () => new Set(WALLETS.filter((w) => w.isInstalled()).map((w) => w.kind));

/** Which wallets are installed, re-checked while the dialog is open: extensions may inject late. */
export function useInstalledWallets(open: boolean) {
  const [installed, setInstalled] = useState(installedNow);
  useEffect(() => {
    if (!open) return;
    setInstalled(installedNow());
    let tries = 1;
    const timer = setInterval(() => {
      setInstalled((before) => {
        const now = installedNow();
        return now.size === before.size ? before : now;
      });
      if (++tries >= WALLET_POLL_TRIES) clearInterval(timer);
    }, WALLET_POLL_MS);
    return () => clearInterval(timer);
  }, [open]);
  return installed;
}
