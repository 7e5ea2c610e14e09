// Solana wallets (Solflare, Magic Eden's Solana provider): connect, publicKey, signMessage (ed25519).
// A session only counts while the wallet is connected with the same public key.
import { toBase64 } from './bytes';
import { WalletError, type WalletAdapter } from './wallet-adapter';

// The injected providers (window.solflare, window.magicEden.solana) are not the wallet-adapter package's
// adapter classes, and their signMessage may answer `{ signature }`: this type describes what they inject.
export interface SolanaProvider {
  isConnected?: boolean;
  publicKey?: { toString(): string } | null;
  connect(): Promise<unknown>;
  signMessage(message: Uint8Array, display?: string): Promise<Uint8Array | { signature: Uint8Array }>;
  on?(event: 'accountChanged', listener: () => void): void;
  off?(event: 'accountChanged', listener: () => void): void;
  removeListener?(event: 'accountChanged', listener: () => void): void;
}

export interface SolanaOptions {
  kind: 'solflare' | 'magiceden';
  label: string;
  family: string;
  provider: () => SolanaProvider | undefined;
  /** Waits for the provider; `proving` allows the longer wait of the sign-in path. */
  waitForProvider: (proving: boolean) => Promise<SolanaProvider | null>;
  /** Runs around connect (Magic Eden needs settling time). */
  beforeConnect?: () => Promise<void>;
  afterConnect?: () => Promise<void>;
  messages: { connect: string; missing: string; noKey: string; sign: string };
}

const keyOf = (p: SolanaProvider | undefined | null) => (p?.publicKey ? p.publicKey.toString() : null);

export function solanaAdapter(o: SolanaOptions): WalletAdapter {
  return {
    kind: o.kind,
    label: o.label,
    family: o.family,
    installHint: `Please install ${o.label} wallet`,
    isInstalled: () => !!o.provider(),
    waitUntilInstalled: async () => !!(await o.waitForProvider(false)),
    async connect(mode = 'prove') {
      const found = await o.waitForProvider(mode === 'prove');
      if (!found) throw new WalletError(o.messages.missing);
      await o.beforeConnect?.();
      try {
        await found.connect();
      } catch {
        throw new WalletError(o.messages.connect);
      }
      await o.afterConnect?.();
      const key = keyOf(found);
      if (!key) throw new WalletError(o.messages.noKey);
      return key;
    },
    async currentAccount() {
      const found = o.provider();
      return found?.isConnected ? keyOf(found) : null;
    },
    async signProof(_address, message) {
      const found = o.provider();
      if (!found) throw new WalletError(o.messages.missing);
      try {
        const signed = await found.signMessage(new TextEncoder().encode(message), 'utf8');
        return { signature: toBase64(signed instanceof Uint8Array ? signed : signed.signature) };
      } catch {
        throw new WalletError(o.messages.sign);
      }
    },
    onAccountChange(callback) {
      const found = o.provider();
      const listener = () => callback();
      found?.on?.('accountChanged', listener);
      return () => (found?.off ?? found?.removeListener)?.call(found, 'accountChanged', listener);
    },
  };
}
