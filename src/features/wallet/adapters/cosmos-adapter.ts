// Keplr and Leap share one API: enable the active chain (the server's profile, GET /api/chain), read
// accounts from the offline signer, signArbitrary (ADR-36). A wallet that does not know the chain is
// offered it through its suggest-chain call first. They announce account switches with a window event.
import type { Keplr } from '@keplr-wallet/types';
import { WALLET_POLL_MS, WALLET_POLL_TRIES } from '@/config/constants';
import { loadChain } from '@/lib/chain';
import { chainInfoOf, isUnknownChain } from './cosmos-chain-info';
import { waitFor } from './wait-for';
import type { WalletAdapter } from './wallet-adapter';

/** What the app uses of Keplr's injected API (Leap implements the same one). */
export type CosmosWallet = Pick<Keplr, 'enable' | 'getOfflineSigner' | 'signArbitrary'> & Partial<Pick<Keplr, 'experimentalSuggestChain'>>;

type CosmosKind = 'keplr' | 'leap';

function provider(kind: CosmosKind): CosmosWallet | undefined {
  return (window as unknown as Record<CosmosKind, CosmosWallet | undefined>)[kind];
}

export function cosmosAdapter(kind: CosmosKind, label: string): WalletAdapter {
  const wallet = () => {
    const found = provider(kind);
    if (!found) throw new Error(`${label} is not installed`);
    return found;
  };
  const firstAccount = async () => {
    const { chainId } = await loadChain();
    const accounts = await wallet().getOfflineSigner(chainId).getAccounts();
    return accounts[0] ?? null;
  };
  const enable = async () => {
    const chain = await loadChain();
    try {
      await wallet().enable(chain.chainId);
    } catch (error) {
      const suggest = wallet().experimentalSuggestChain;
      if (!isUnknownChain(error) || !suggest) throw error;
      await suggest.call(wallet(), chainInfoOf(chain));
      await wallet().enable(chain.chainId);
    }
  };
  return {
    kind,
    label,
    family: 'Cosmos',
    installHint: `Please install ${label} extension`,
    isInstalled: () => !!provider(kind),
    waitUntilInstalled: async () => !!(await waitFor(() => provider(kind), WALLET_POLL_TRIES, WALLET_POLL_MS)),
    async connect() {
      await enable();
      const account = await firstAccount();
      if (!account) throw new Error('No account');
      return account.address;
    },
    async currentAccount() {
      if (!provider(kind)) return null;
      return (await firstAccount())?.address ?? null;
    },
    async signProof(address, message) {
      const signed = await wallet().signArbitrary((await loadChain()).chainId, address, message);
      return { signature: signed.signature, publicKey: signed.pub_key.value };
    },
    onAccountChange(callback) {
      const event = `${kind}_keystorechange`;
      window.addEventListener(event, callback);
      return () => window.removeEventListener(event, callback);
    },
  };
}
