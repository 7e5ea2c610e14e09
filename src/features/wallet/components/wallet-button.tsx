import { useConnectDialog } from '@/lib/connect-dialog-store';
import { useSessionStore } from '@/lib/session-store';
import { adapterFor } from '../adapters/adapters';
import { usePendingWallet } from '../hooks/pending-wallet';

/** The wallet in use, or 'Connect wallet' (opens the connect dialog) when there is none; beside it, the wallet a sign-in waits for. */
export function WalletButton() {
  const activeWallet = useSessionStore((s) => s.activeWallet);
  const pending = usePendingWallet((s) => s.label);
  const openDialog = useConnectDialog((s) => s.setOpen);
  const label = activeWallet === 'email' ? 'Email' : (adapterFor(activeWallet)?.label ?? null);
  return (
    <>
      {pending && (
        <span role="status" className="text-sm text-gray-600 dark:text-gray-300">
          Waiting for {pending}…
        </span>
      )}
      <button
        type="button"
        onClick={() => openDialog(true)}
        className="rounded border border-violet-700 px-3 py-1 text-sm text-violet-700 hover:bg-violet-50 dark:border-violet-300 dark:text-violet-300 dark:hover:bg-gray-800"
      >
        {label ?? 'Connect wallet'}
      </button>
    </>
  );
}
