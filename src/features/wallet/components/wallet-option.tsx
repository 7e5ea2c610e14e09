import type { WalletAdapter } from '../adapters/wallet-adapter';

interface WalletOptionProps {
  adapter: WalletAdapter;
  installed: boolean;
  /** The active chain's name, shown beside the family of the wallets that sign in on it (Keplr, Leap). */
  chainName?: string;
  /** Also for a wallet not installed yet: the dialog waits for it, then says to install it. */
  onPick: () => void;
}

export function WalletOption({ adapter, installed, chainName, onPick }: WalletOptionProps) {
  const onChain = chainName && (adapter.kind === 'keplr' || adapter.kind === 'leap');
  return (
    <li>
      <button
        type="button"
        aria-disabled={!installed}
        onClick={onPick}
        className={`flex w-full items-center justify-between rounded border border-gray-200 px-4 py-3 text-left dark:border-gray-700 ${installed ? 'hover:bg-violet-50 dark:hover:bg-gray-800' : 'cursor-not-allowed opacity-60'}`}
      >
        <span>
          <span className="block font-medium">{adapter.label}</span>
          <span className="block text-xs text-gray-500 dark:text-gray-400">
            {adapter.family}
            {onChain && ` · ${chainName}`}
          </span>
        </span>
        {installed && (
          <span className="rounded bg-green-100 px-2 py-0.5 text-xs text-green-800 dark:bg-green-900 dark:text-green-100">Installed</span>
        )}
      </button>
    </li>
  );
}
