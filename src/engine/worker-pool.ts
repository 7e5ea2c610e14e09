// The engine's pool of module workers, one per hardware thread (started through worker-bridge.ts). A task
// borrows a free worker; aborting its signal ends that worker (the only way to stop work mid-call) and a
// fresh one takes its place. Workers idle for POOL_IDLE_MS are ended, freeing what they held.
import type { Remote } from 'comlink';
import type { ComposeApi, EngineApi } from '@core/protocol';
import { POOL_IDLE_MS } from '../config/constants';
import { callUntilAborted, startWorker, type WorkerBridge } from './worker-bridge';

export type Slot = WorkerBridge<EngineApi>;

interface PoolSlot extends Slot {
  busy: boolean;
  idleTimer?: ReturnType<typeof setTimeout>;
}

interface Waiter {
  take: (slot: PoolSlot) => void;
}

const spawn = (): Slot =>
  startWorker<EngineApi>(() => new Worker(new URL('../../workers/engine.worker.ts', import.meta.url), { type: 'module' }));

/** A compose worker of its own, outside the pool: a lane of a generation, for the whole run. */
export const spawnComposeWorker = (): WorkerBridge<ComposeApi> =>
  startWorker<ComposeApi>(() => new Worker(new URL('../../workers/compose.worker.ts', import.meta.url), { type: 'module' }));

export const poolSize = () => Math.max(1, navigator.hardwareConcurrency || 1);

export class WorkerPool {
  private slots: PoolSlot[] = [];
  private waiting: Waiter[] = [];

  constructor(
    private readonly size = poolSize(),
    private readonly spawnSlot: () => Slot = spawn,
    private readonly idleMs = POOL_IDLE_MS,
  ) {}

  async run<T>(task: (remote: Remote<EngineApi>) => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    const slot = await this.acquire(signal);
    if (signal?.aborted) {
      this.release(slot);
      throw signal.reason;
    }
    try {
      return await callUntilAborted(slot, task, signal, () => this.replace(slot));
    } finally {
      if (!signal?.aborted) this.release(slot);
    }
  }

  /** Workers alive now (busy or idle). */
  get workerCount(): number {
    return this.slots.length;
  }

  /** Ends every worker; the next task starts fresh ones (frees memory a worker held on to). */
  terminate(): void {
    for (const slot of this.slots) this.end(slot);
    this.slots = [];
  }

  private acquire(signal?: AbortSignal): Promise<PoolSlot> {
    const free = this.slots.find((s) => !s.busy);
    if (free) return Promise.resolve(this.claim(free));
    if (this.slots.length < this.size) {
      const slot: PoolSlot = { ...this.spawnSlot(), busy: false };
      this.slots.push(slot);
      return Promise.resolve(this.claim(slot));
    }
    // A waiter is handed its slot directly; one that gives up leaves the queue, so a wake-up is never
    // spent on a waiter that is gone.
    return new Promise<PoolSlot>((resolve, reject) => {
      const onAbort = () => {
        this.waiting = this.waiting.filter((w) => w !== waiter);
        reject(signal!.reason);
      };
      const waiter: Waiter = {
        take: (slot) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(slot);
        },
      };
      this.waiting.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  private claim(slot: PoolSlot): PoolSlot {
    clearTimeout(slot.idleTimer);
    slot.busy = true;
    return slot;
  }

  private release(slot: PoolSlot): void {
    if (!this.slots.includes(slot)) return this.spawnForWaiter();
    const waiter = this.waiting.shift();
    if (waiter) return waiter.take(this.claim(slot));
    slot.busy = false;
    slot.idleTimer = setTimeout(() => this.retire(slot), this.idleMs);
  }

  /** A slot was replaced (aborted task): a waiter gets a fresh worker in its place. */
  private spawnForWaiter(): void {
    const waiter = this.waiting.shift();
    if (!waiter) return;
    const slot: PoolSlot = { ...this.spawnSlot(), busy: false };
    this.slots.push(slot);
    waiter.take(this.claim(slot));
  }

  private retire(slot: PoolSlot): void {
    if (slot.busy) return;
    this.end(slot);
    this.slots = this.slots.filter((s) => s !== slot);
  }

  /** The slot's worker was ended mid-task: a waiter gets a fresh one in its place. */
  private replace(slot: PoolSlot): void {
    clearTimeout(slot.idleTimer);
    this.slots = this.slots.filter((s) => s !== slot);
    this.spawnForWaiter();
  }

  private end(slot: PoolSlot): void {
    clearTimeout(slot.idleTimer);
    slot.end();
  }
}
