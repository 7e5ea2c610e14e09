// MetaMask (EIP-1193): eth_requestAccounts to connect, eth_accounts to look, personal_sign (EIP-191).
import { WALLET_POLL_MS, WALLET_POLL_TRIES } from '@/config/constants';
import { waitFor } from './wait-for';
import { toHex } from './bytes';
import type { WalletAdapter } from './wallet-adapter';

export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
  on?(event: 'accountsChanged', listener: (accounts: string[]) => void): void;
  removeListener?(event: 'accountsChanged', listener: (accounts: string[]) => void): void;
}

const provider = () => (window as unknown as { ethereum?: Eip1193Provider }).ethereum;

async function accounts(method: 'eth_requestAccounts' | 'eth_accounts'): Promise<string | null> {
  const found = provider();
  if (!found) return null;
  const list = (await found.request({ method })) as string[] | undefined;
  return list?.[0]?.toLowerCase() ?? null;
}

export function metamaskAdapter(): WalletAdapter {
  return {
    kind: 'metamask',
    label: 'MetaMask',
    family: 'Ethereum',
    installHint: 'Please install MetaMask extension',
    isInstalled: () => !!provider(),
    waitUntilInstalled: async () => !!(await waitFor(provider, WALLET_POLL_TRIES, WALLET_POLL_MS)),
    async connect() {
      const address = await accounts('eth_requestAccounts');
      if (!address) throw new Error('No account');
      return address;
    },
    currentAccount: () => accounts('eth_accounts'),
    async signProof(address, message) {
      const signature = (await provider()!.request({ method: 'personal_sign', params: [toHex(message), address] })) as string;
      return { signature };
    },
    onAccountChange(callback) {
      const found = provider();
      const listener = () => callback();
      found?.on?.('accountsChanged', listener);
      return () => found?.removeListener?.('accountsChanged', listener);
    },
  };
}
