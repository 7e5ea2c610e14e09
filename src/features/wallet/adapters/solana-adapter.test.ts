// The Solana adapters on @solana/wallet-adapter-base: detection through its ready state (a wallet that
// injects late included), and each of its error classes shown as the spec's message.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WalletReadyState } from '@solana/wallet-adapter-base';
import type { InjectedSolanaProvider, SolanaPublicKey } from './injected-solana-adapter';
import type { WalletAdapter } from './wallet-adapter';

const key = (address: string) => ({ toBase58: () => address, toString: () => address }) as unknown as SolanaPublicKey;

/** A provider as the extensions inject it, with listeners the test can fire. */
function provider(overrides: Partial<InjectedSolanaProvider> = {}) {
  const listeners = new Map<string, (k?: SolanaPublicKey | null) => void>();
  const injected: InjectedSolanaProvider = {
    publicKey: null,
    async connect() {
      injected.publicKey = key('SoLKey1111');
    },
    signMessage: async () => Uint8Array.from([1, 2, 3]),
    on: (event, listener) => void listeners.set(event, listener),
    off: (event) => void listeners.delete(event),
    ...overrides,
  };
  return { injected, fire: (event: string, k?: SolanaPublicKey | null) => listeners.get(event)?.(k) };
}

type SolanaWindow = { solflare?: InjectedSolanaProvider; magicEden?: { solana?: InjectedSolanaProvider } };
const win = window as unknown as SolanaWindow;
const inject = (kind: 'solflare' | 'magiceden', injected: InjectedSolanaProvider) =>
  kind === 'solflare' ? (win.solflare = injected) : (win.magicEden = { solana: injected });

let adapterFor: (kind: string) => WalletAdapter | null;
beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  ({ adapterFor } = await import('./adapters'));
});
afterEach(() => {
  vi.useRealTimers();
  delete win.solflare;
  delete win.magicEden;
});

/** Runs the call to its end, with every wait of the wallet's timing (polls, settling) elapsed. */
async function settled<T>(call: Promise<T>): Promise<T | string> {
  const result = call.catch((e: Error) => e.message);
  await vi.advanceTimersByTimeAsync(20_000);
  return result;
}

describe('ready state', () => {
  it('is NotDetected without the provider, and Installed once a late wallet injects, announced once', async () => {
    const { InjectedSolanaAdapter } = await import('./injected-solana-adapter');
    const adapter = new InjectedSolanaAdapter({ name: 'Solflare', url: 'https://solflare.com', find: () => win.solflare });
    const changes: WalletReadyState[] = [];
    adapter.on('readyStateChange', (state) => changes.push(state));
    expect(adapter.readyState).toBe(WalletReadyState.NotDetected);
    inject('solflare', provider().injected);
    adapter.detect();
    adapter.detect();
    expect(adapter.readyState).toBe(WalletReadyState.Installed);
    expect(changes).toEqual([WalletReadyState.Installed]);
  });

  it('a wallet picked before it injects is waited for, then connects', async () => {
    const solflare = adapterFor('solflare')!;
    expect(solflare.isInstalled()).toBe(false);
    const connecting = settled(solflare.connect());
    await vi.advanceTimersByTimeAsync(1_200);
    inject('solflare', provider().injected);
    expect(await connecting).toBe('SoLKey1111');
    expect(solflare.isInstalled()).toBe(true);
  });
});

const refusal = () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }));

describe.each([
  {
    kind: 'solflare' as const,
    notReady: 'Failed to connect to Solflare',
    connection: 'Failed to connect to Solflare',
    noKey: 'Failed to connect to Solflare',
    sign: 'Error proving Solflare account ownership',
  },
  {
    kind: 'magiceden' as const,
    notReady: 'Magic Eden provider not available',
    connection: 'Failed to connect to Magic Eden wallet',
    noKey: 'No public key available',
    sign: 'Failed to sign message',
  },
])('$kind: the base error classes as the spec messages', ({ kind, notReady, connection, noKey, sign }) => {
  it(`WalletNotReadyError: "${notReady}"`, async () => {
    expect(await settled(adapterFor(kind)!.connect())).toBe(notReady);
  });

  it(`WalletConnectionError (the user closes the popup): "${connection}"`, async () => {
    inject(kind, provider({ connect: refusal }).injected);
    expect(await settled(adapterFor(kind)!.connect())).toBe(connection);
  });

  it(`WalletPublicKeyError: "${noKey}"`, async () => {
    inject(kind, provider({ connect: async () => undefined }).injected);
    expect(await settled(adapterFor(kind)!.connect())).toBe(noKey);
  });

  it(`WalletSignMessageError (the user refuses to sign): "${sign}"`, async () => {
    inject(kind, provider({ signMessage: refusal }).injected);
    const adapter = adapterFor(kind)!;
    await settled(adapter.connect());
    expect(await settled(adapter.signProof('SoLKey1111', 'Prove account ownership'))).toBe(sign);
  });

  it('WalletNotConnectedError (signing before connecting) reads as the signature failure', async () => {
    inject(kind, provider().injected);
    expect(await settled(adapterFor(kind)!.signProof('SoLKey1111', 'Prove account ownership'))).toBe(sign);
  });
});

describe('a connected wallet', () => {
  it("signs the message's bytes, Magic Eden's { signature } answer unwrapped", async () => {
    const signMessage = vi.fn(async () => ({ signature: Uint8Array.from([7, 8, 9]) }));
    inject('magiceden', provider({ signMessage }).injected);
    const adapter = adapterFor('magiceden')!;
    await settled(adapter.connect());
    expect(await adapter.signProof('SoLKey1111', 'Hi')).toEqual({ signature: btoa('\x07\x08\x09') });
    expect(signMessage).toHaveBeenCalledWith(new TextEncoder().encode('Hi'), 'utf8');
  });

  it('follows an account change and a disconnect, calling back each time', async () => {
    const { injected, fire } = provider();
    inject('solflare', injected);
    const adapter = adapterFor('solflare')!;
    await settled(adapter.connect());
    const calls = vi.fn();
    adapter.onAccountChange(calls);
    fire('accountChanged', key('SoLKey2222'));
    expect(await adapter.currentAccount()).toBe('SoLKey2222');
    fire('disconnect');
    expect(await adapter.currentAccount()).toBeNull();
    expect(calls).toHaveBeenCalledTimes(2);
  });
});
