// One interface for the five wallets: the rest of the app never touches a wallet object directly.
import type { ProofWallet } from '@contract/auth';

export interface WalletProof {
  signature: string;
  publicKey?: string;
}

export type ConnectMode = 'prove' | 'reconnect';

export interface WalletAdapter {
  kind: ProofWallet;
  label: string;
  /** What it is, shown under the name in the connect dialog. */
  family: string;
  /** 'Please install {label} extension' or '... wallet'. */
  installHint: string;
  isInstalled(): boolean;
  /** Waits until the wallet object appears; false when it never does. */
  waitUntilInstalled(): Promise<boolean>;
  /**
   * Asks the wallet for access (may prompt) and returns the account address. 'reconnect' is the
   * page-load path: Magic Eden looks its provider up 5 times there, 10 when proving (SPEC.md section 4).
   */
  connect(mode?: ConnectMode): Promise<string>;
  /** The account the wallet is on now, without prompting; null when not connected. */
  currentAccount(): Promise<string | null>;
  signProof(address: string, message: string): Promise<WalletProof>;
  /** Calls back when the user switches account in the wallet; returns the unsubscribe. */
  onAccountChange(callback: () => void): () => void;
}

/** A failure whose message is the exact text to show the user (the spec's catalogue). */
export class WalletFailure extends Error {}

export const sameAddress = (a: string | null, b: string | null) => !!a && !!b && a.toLowerCase() === b.toLowerCase();
