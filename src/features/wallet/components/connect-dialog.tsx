// 'Connect your wallet': the five wallets (installed ones marked; others warn instead of connecting)
// and the Email Login entry. A wallet picked before its extension has injected is waited for first.
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { notify } from '@/components/ui/notification-store';
import { useConnectDialog } from '@/lib/connect-dialog-store';
import { WALLETS } from '../adapters/adapters';
import type { WalletAdapter } from '../adapters/wallet-adapter';
import { connectWallet } from '../hooks/connect-wallet';
import { useInstalledWallets } from '../hooks/use-installed-wallets';
import { useWalletMessage } from '../hooks/use-wallet-message';
import { WalletOption } from './wallet-option';
import { useChain } from '@/lib/chain';

export function ConnectDialog({ onEmail }: { onEmail: () => void }) {
  const { open, setOpen } = useConnectDialog();
  const installed = useInstalledWallets(open);
  const warning = useWalletMessage();
  const [looking, setLooking] = useState<string | null>(null);
  const chain = useChain();
  const close = () => {
    warning.clear();
    setOpen(false);
  };
  const pick = async (adapter: WalletAdapter) => {
    if (!adapter.isInstalled()) {
      warning.clear();
      setLooking(adapter.label);
      const found = await adapter.waitUntilInstalled();
      setLooking(null);
      if (!found) {
        warning.show(adapter.installHint);
        notify('warning', adapter.installHint);
        return;
      }
    }
    close();
    void connectWallet(adapter);
  };
  return (
    <Dialog open={open} title="Connect your wallet" onClose={close}>
      <ul className="flex flex-col gap-2">
        {WALLETS.map((adapter) => (
          <WalletOption
            key={adapter.kind}
            adapter={adapter}
            installed={open && installed.has(adapter.kind)}
            chainName={chain?.name}
            onPick={() => void pick(adapter)}
          />
        ))}
        <li>
          <button
            type="button"
            onClick={() => {
              close();
              onEmail();
            }}
            className="w-full rounded border border-gray-200 px-4 py-3 text-left font-medium hover:bg-violet-50 dark:border-gray-700 dark:hover:bg-gray-800"
          >
            Email Login
          </button>
        </li>
      </ul>
      {looking && (
        <p role="status" className="mt-3 text-sm text-gray-600 dark:text-gray-300">
          Looking for {looking}…
        </p>
      )}
      {warning.message && (
        <p role="alert" className="mt-3 rounded bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {warning.message}
        </p>
      )}
    </Dialog>
  );
}
