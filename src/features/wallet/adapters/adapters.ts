// The five wallets in dialog order, each behind the one adapter interface.
import {
  MAGIC_EDEN_AFTER_CONNECT_MS,
  MAGIC_EDEN_POLL_MS,
  MAGIC_EDEN_POLL_TRIES,
  MAGIC_EDEN_POLL_TRIES_PROVING,
  MAGIC_EDEN_SETTLE_MS,
  WALLET_POLL_MS,
  WALLET_POLL_TRIES,
} from '@/config/constants';
import type { ProofWallet } from '@contract/auth';
import { cosmosAdapter } from './cosmos-adapter';
import { metamaskAdapter } from './metamask-adapter';
import type { InjectedSolanaProvider } from './injected-solana-adapter';
import { solanaAdapter } from './solana-adapter';
import { sleep, waitFor } from './wait-for';
import type { WalletAdapter } from './wallet-adapter';

type SolanaWindow = { solflare?: InjectedSolanaProvider; magicEden?: { solana?: InjectedSolanaProvider } };
const solflare = () => (window as unknown as SolanaWindow).solflare;
const magicEden = () => (window as unknown as SolanaWindow).magicEden?.solana;

export const WALLETS: readonly WalletAdapter[] = [
  cosmosAdapter('keplr', 'Keplr'),
  cosmosAdapter('leap', 'Leap'),
  metamaskAdapter(),
  solanaAdapter({
    kind: 'magiceden',
    label: 'Magic Eden',
    family: 'Marketplace',
    url: 'https://wallet.magiceden.io',
    provider: magicEden,
    waitForProvider: (detect, proving) =>
      waitFor(detect, proving ? MAGIC_EDEN_POLL_TRIES_PROVING : MAGIC_EDEN_POLL_TRIES, MAGIC_EDEN_POLL_MS),
    beforeConnect: () => sleep(MAGIC_EDEN_SETTLE_MS),
    afterConnect: () => sleep(MAGIC_EDEN_AFTER_CONNECT_MS),
    messages: {
      connect: 'Failed to connect to Magic Eden wallet',
      missing: 'Magic Eden provider not available',
      noKey: 'No public key available',
      sign: 'Failed to sign message',
    },
  }),
  solanaAdapter({
    kind: 'solflare',
    label: 'Solflare',
    family: 'Solana',
    url: 'https://solflare.com',
    provider: solflare,
    waitForProvider: (detect) => waitFor(detect, WALLET_POLL_TRIES, WALLET_POLL_MS),
    messages: {
      connect: 'Failed to connect to Solflare',
      missing: 'Failed to connect to Solflare',
      noKey: 'Failed to connect to Solflare',
      sign: 'Error proving Solflare account ownership',
    },
  }),
];

export function adapterFor(kind: ProofWallet | string | null): WalletAdapter | null {
  return WALLETS.find((w) => w.kind === kind) ?? null;
}
