// 'Connect your wallet': the five wallets (installed ones marked; others warn instead of connecting)
// and the Email Login entry.
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useConnectDialog } from '../../../lib/connect-dialog-store';
import { WALLETS } from '../adapters/adapters';
import { connectWallet } from '../hooks/connect-wallet';
import { WalletOption } from './wallet-option';

export function ConnectDialog({ onEmail }: { onEmail: () => void }) {
  const { open, setOpen } = useConnectDialog();
  const [warning, setWarning] = useState<string | null>(null);
  const close = () => {
    setWarning(null);
    setOpen(false);
  };
  return (
    <Dialog open={open} title="Connect your wallet" onClose={close}>
      <ul className="flex flex-col gap-2">
        {WALLETS.map((adapter) => (
          <WalletOption
            key={adapter.kind}
            adapter={adapter}
            installed={open && adapter.isInstalled()}
            onMissing={() => setWarning(adapter.installHint)}
            onPick={() => {
              close();
              void connectWallet(adapter);
            }}
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
      {warning && (
        <p role="alert" className="mt-3 rounded bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {warning}
        </p>
      )}
    </Dialog>
  );
}
