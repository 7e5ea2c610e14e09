// A Solana wallet injected by its extension (window.solflare, window.magicEden.solana), as an adapter
// on the ecosystem's contract (@solana/wallet-adapter-base): its ready state for detection, its
// connect / disconnect events, and its error classes for what fails. Message signing only: the app
// proves ownership and never asks a Solana wallet for a transaction.
import {
  BaseMessageSignerWalletAdapter,
  WalletConnectionError,
  WalletNotConnectedError,
  WalletNotReadyError,
  WalletPublicKeyError,
  WalletReadyState,
  WalletSignMessageError,
  WalletSignTransactionError,
  type WalletName,
} from '@solana/wallet-adapter-base';

/** A web3.js PublicKey, as the extensions hand it over (typed without importing web3.js). */
export type SolanaPublicKey = NonNullable<BaseMessageSignerWalletAdapter['publicKey']>;

type ProviderEvent = 'accountChanged' | 'disconnect';

/** What the extensions inject; Magic Eden's signMessage answers `{ signature }`. */
export interface InjectedSolanaProvider {
  publicKey?: SolanaPublicKey | null;
  connect(): Promise<unknown>;
  disconnect?(): Promise<void>;
  signMessage(message: Uint8Array, display?: 'utf8'): Promise<Uint8Array | { signature: Uint8Array }>;
  on?(event: ProviderEvent, listener: (publicKey?: SolanaPublicKey | null) => void): void;
  off?(event: ProviderEvent, listener: (publicKey?: SolanaPublicKey | null) => void): void;
  removeListener?(event: ProviderEvent, listener: (publicKey?: SolanaPublicKey | null) => void): void;
}

export interface InjectedSolanaOptions<Name extends string> {
  name: Name;
  url: string;
  /** Where the extension puts its provider; read at every look, since it may inject late. */
  find: () => InjectedSolanaProvider | undefined;
}

export class InjectedSolanaAdapter<Name extends string = string> extends BaseMessageSignerWalletAdapter<Name> {
  readonly name: WalletName<Name>;
  readonly url: string;
  readonly icon = '';
  readonly supportedTransactionVersions = null;
  private readonly find: () => InjectedSolanaProvider | undefined;
  private ready = WalletReadyState.NotDetected;
  private key: SolanaPublicKey | null = null;
  private provider: InjectedSolanaProvider | null = null;
  private busy = false;

  constructor(options: InjectedSolanaOptions<Name>) {
    super();
    this.name = options.name as WalletName<Name>;
    this.url = options.url;
    this.find = options.find;
    this.detect();
  }

  get readyState() {
    return this.ready;
  }
  get publicKey() {
    return this.key;
  }
  get connecting() {
    return this.busy;
  }

  /** Looks for the provider now: a wallet injected since the last look becomes Installed (readyStateChange). */
  detect(): InjectedSolanaProvider | null {
    const provider = this.find() ?? null;
    const state = provider ? WalletReadyState.Installed : WalletReadyState.NotDetected;
    if (state !== this.ready) {
      this.ready = state;
      this.emit('readyStateChange', state);
    }
    return provider;
  }

  async connect(): Promise<void> {
    try {
      const provider = this.detect();
      if (!provider) throw new WalletNotReadyError();
      this.busy = true;
      try {
        await provider.connect();
      } catch (error) {
        throw new WalletConnectionError((error as Error | undefined)?.message, error);
      }
      if (!provider.publicKey) throw new WalletPublicKeyError();
      this.unlisten();
      this.provider = provider;
      this.key = provider.publicKey;
      provider.on?.('accountChanged', this.accountChanged);
      provider.on?.('disconnect', this.disconnected);
      this.emit('connect', this.key);
    } catch (error) {
      this.emit('error', error as WalletNotReadyError);
      throw error;
    } finally {
      this.busy = false;
    }
  }

  async disconnect(): Promise<void> {
    const provider = this.provider;
    this.disconnected();
    await provider?.disconnect?.().catch(() => undefined);
  }

  async signMessage(message: Uint8Array): Promise<Uint8Array> {
    try {
      if (!this.provider || !this.key) throw new WalletNotConnectedError();
      try {
        const signed = await this.provider.signMessage(message, 'utf8');
        return signed instanceof Uint8Array ? signed : signed.signature;
      } catch (error) {
        throw new WalletSignMessageError((error as Error | undefined)?.message, error);
      }
    } catch (error) {
      this.emit('error', error as WalletSignMessageError);
      throw error;
    }
  }

  async signTransaction<T>(): Promise<T> {
    throw new WalletSignTransactionError(`${this.name} is asked for message signatures only`);
  }

  /** The user picked another account in the extension: the adapter follows (and says so, as connect). */
  private readonly accountChanged = (publicKey?: SolanaPublicKey | null) => {
    if (!publicKey) return this.disconnected();
    this.key = publicKey;
    this.emit('connect', publicKey);
  };

  private readonly disconnected = () => {
    if (!this.provider) return;
    this.unlisten();
    this.provider = null;
    this.key = null;
    this.emit('disconnect');
  };

  private unlisten() {
    const stop = this.provider?.off ?? this.provider?.removeListener;
    stop?.call(this.provider, 'accountChanged', this.accountChanged);
    stop?.call(this.provider, 'disconnect', this.disconnected);
  }
}
