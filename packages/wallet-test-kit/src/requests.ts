// Per-request control, as a QA engineer drives a wallet popup: every connection and signature request a
// wallet gets is recorded with its payload and outcome, and `nextRequest` holds the next one until the
// test approves it, rejects it or lets it through after a delay.
import type { StubWallet } from './wallet-stubs-page.ts';

export type RequestKind = 'connect' | 'sign';
export type RequestOutcome = 'pending' | 'approved' | 'rejected';

export interface WalletRequest {
  wallet: StubWallet;
  kind: RequestKind;
  /** What the page passed: the chain id for a Cosmos `enable`, `{ signer, data }`, `{ hex, address }` or the message bytes for a signature. */
  payload: unknown;
  /** The text a signature request asks the user to sign (decoded from hex or bytes); undefined for a connection. */
  message?: string;
  outcome: RequestOutcome;
}

/** The test's answer to a held request. */
export type Decision = { approve: true } | { approve: false };

export interface HeldRequest extends WalletRequest {
  approve(): void;
  reject(): void;
  /** Approves after `ms`, as a user who takes their time. */
  delay(ms: number): void;
}

interface Waiter {
  wallet: StubWallet;
  kind?: RequestKind;
  resolve(held: HeldRequest): void;
}

/** The message a signature request shows, from each wallet family's payload. */
export function messageOf(kind: RequestKind, payload: unknown): string | undefined {
  if (kind !== 'sign') return undefined;
  const p = payload as { data?: string; hex?: string } | number[];
  if (Array.isArray(p)) return new TextDecoder().decode(Uint8Array.from(p));
  if (typeof p.data === 'string') return p.data;
  if (typeof p.hex === 'string') return Buffer.from(p.hex.replace(/^0x/, ''), 'hex').toString('utf8');
  return undefined;
}

export class RequestLog {
  readonly all: WalletRequest[] = [];
  private readonly waiters: Waiter[] = [];

  /** Arms a hold on the next request of `wallet` (of `kind` when given); resolves when it arrives. */
  next(wallet: StubWallet, kind?: RequestKind): Promise<HeldRequest> {
    return new Promise((resolve) => this.waiters.push({ wallet, kind, resolve }));
  }

  /** Records a request; when a hold is armed for it, waits for the test's decision. */
  async arrive(wallet: StubWallet, kind: RequestKind, payload: unknown): Promise<Decision | null> {
    const request: WalletRequest = { wallet, kind, payload, message: messageOf(kind, payload), outcome: 'pending' };
    this.all.push(request);
    const index = this.waiters.findIndex((w) => w.wallet === wallet && (!w.kind || w.kind === kind));
    if (index < 0) return null;
    const [waiter] = this.waiters.splice(index, 1);
    return new Promise<Decision>((decide) => {
      let decided = false;
      const once = (decision: Decision) => {
        if (decided) throw new Error(`the ${kind} request of ${wallet} was already answered`);
        decided = true;
        decide(decision);
      };
      // The record stays plain data (comparable with toEqual); the held request reads its outcome from it.
      waiter!.resolve({
        wallet,
        kind,
        payload,
        message: request.message,
        get outcome() {
          return request.outcome;
        },
        approve: () => once({ approve: true }),
        reject: () => once({ approve: false }),
        delay: (ms: number) => void setTimeout(() => once({ approve: true }), ms),
      });
    });
  }

  settle(wallet: StubWallet, kind: RequestKind, outcome: 'approved' | 'rejected'): void {
    const request = this.all.findLast((r) => r.wallet === wallet && r.kind === kind && r.outcome === 'pending');
    if (request) request.outcome = outcome;
  }
}
