// Solana wallets (Solflare, Magic Eden's Solana provider) in the app's adapter interface, each over an
// InjectedSolanaAdapter: the base's error classes are mapped to the spec's messages, and a session only
// counts while the wallet is connected with the same public key.
import {
  WalletNotConnectedError,
  WalletNotReadyError,
  WalletPublicKeyError,
  WalletReadyState,
  WalletSignMessageError,
} from '@solana/wallet-adapter-base';
import { toBase64 } from './bytes';
import { InjectedSolanaAdapter, type InjectedSolanaProvider } from './injected-solana-adapter';
import { WalletFailure, type WalletAdapter } from './wallet-adapter';

export interface SolanaMessages {
  /** The provider never appeared (WalletNotReadyError). */
  missing: string;
  /** The extension refused or failed the connection (WalletConnectionError, the default). */
  connect: string;
  /** Connected, but with no public key (WalletPublicKeyError). */
  noKey: string;
  /** The signature was refused or failed (WalletSignMessageError). */
  sign: string;
}

export interface SolanaOptions {
  kind: 'solflare' | 'magiceden';
  label: string;
  family: string;
  url: string;
  provider: () => InjectedSolanaProvider | undefined;
  /** Polls for the provider (adapter.detect) as the spec says; `proving` allows the sign-in path's longer wait. */
  waitForProvider: (detect: () => InjectedSolanaProvider | null, proving: boolean) => Promise<InjectedSolanaProvider | null>;
  /** Runs around connect (Magic Eden needs settling time). */
  beforeConnect?: () => Promise<void>;
  afterConnect?: () => Promise<void>;
  messages: SolanaMessages;
}

/** The spec's message for what the adapter threw. */
export function solanaMessage(error: unknown, messages: SolanaMessages): string {
  if (error instanceof WalletNotReadyError) return messages.missing;
  if (error instanceof WalletPublicKeyError) return messages.noKey;
  if (error instanceof WalletSignMessageError || error instanceof WalletNotConnectedError) return messages.sign;
  // WalletConnectionError, and anything unforeseen while connecting.
  return messages.connect;
}

export function solanaAdapter(o: SolanaOptions): WalletAdapter {
  const base = new InjectedSolanaAdapter({ name: o.label, url: o.url, find: o.provider });
  const detect = () => base.detect();
  const failWith = (error: unknown): never => {
    throw new WalletFailure(solanaMessage(error, o.messages));
  };
  return {
    kind: o.kind,
    label: o.label,
    family: o.family,
    installHint: `Please install ${o.label} wallet`,
    isInstalled() {
      detect();
      return base.readyState === WalletReadyState.Installed;
    },
    waitUntilInstalled: async () => !!(await o.waitForProvider(detect, false)),
    async connect(mode = 'prove') {
      if (!(await o.waitForProvider(detect, mode === 'prove'))) failWith(new WalletNotReadyError());
      await o.beforeConnect?.();
      await base.connect().catch(failWith);
      await o.afterConnect?.();
      return base.publicKey!.toBase58();
    },
    async currentAccount() {
      return base.connected ? base.publicKey!.toBase58() : null;
    },
    async signProof(_address, message) {
      const signature = await base.signMessage(new TextEncoder().encode(message)).catch(failWith);
      return { signature: toBase64(signature) };
    },
    onAccountChange(callback) {
      const listener = () => callback();
      base.on('connect', listener);
      base.on('disconnect', listener);
      return () => {
        base.off('connect', listener);
        base.off('disconnect', listener);
      };
    },
  };
}
