import { useConnectDialog } from '../../../lib/connect-dialog-store';
import { useSessionStore } from '../../../lib/session-store';
import { adapterFor } from '../adapters/adapters';

/** The wallet in use, or 'Connect wallet' (opens the connect dialog) when there is none. */
export function WalletButton() {
  const activeWallet = useSessionStore((s) => s.activeWallet);
  const openDialog = useConnectDialog((s) => s.setOpen);
  const label = activeWallet === 'email' ? 'Email' : (adapterFor(activeWallet)?.label ?? null);
  return (
    <button
      type="button"
      onClick={() => openDialog(true)}
      className="rounded border border-violet-700 px-3 py-1 text-sm text-violet-700 hover:bg-violet-50 dark:border-violet-300 dark:text-violet-300 dark:hover:bg-gray-800"
    >
      {label ?? 'Connect wallet'}
    </button>
  );
}
