// THE place workers are created: a Comlink pool of module workers, one per hardware thread. A task
// borrows a free worker; aborting its signal terminates that worker (the only way to stop work mid-call)
// and a fresh one takes its place.
import { wrap, type Remote } from 'comlink';
import type { EngineApi } from '../../workers/protocol';

interface Slot {
  worker: Worker;
  remote: Remote<EngineApi>;
  busy: boolean;
}

const spawn = (): Slot => {
  const worker = new Worker(new URL('../../workers/engine.worker.ts', import.meta.url), { type: 'module' });
  return { worker, remote: wrap<EngineApi>(worker), busy: false };
};

/** A worker of its own, outside the pool: for stateful work (a compose run) that the caller recycles. */
export function spawnEngineWorker(): { remote: Remote<EngineApi>; terminate: () => void } {
  const slot = spawn();
  return { remote: slot.remote, terminate: () => slot.worker.terminate() };
}

export const poolSize = () => Math.max(1, navigator.hardwareConcurrency || 1);

export class WorkerPool {
  private slots: Slot[] = [];
  private waiting: Array<() => void> = [];

  constructor(private readonly size = poolSize()) {}

  async run<T>(task: (remote: Remote<EngineApi>) => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    const slot = await this.acquire(signal);
    const onAbort = () => this.replace(slot);
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const result = await Promise.race([task(slot.remote), abortPromise(signal)]);
      return result as T;
    } finally {
      signal?.removeEventListener('abort', onAbort);
      this.release(slot);
    }
  }

  /** Ends every worker; the next task starts fresh ones (frees memory a worker held on to). */
  terminate(): void {
    for (const slot of this.slots) slot.worker.terminate();
    this.slots = [];
  }

  private async acquire(signal?: AbortSignal): Promise<Slot> {
    for (;;) {
      const free = this.slots.find((s) => !s.busy);
      if (free) return ((free.busy = true), free);
      if (this.slots.length < this.size) {
        const slot = spawn();
        slot.busy = true;
        this.slots.push(slot);
        return slot;
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
      signal?.throwIfAborted();
    }
  }

  private release(slot: Slot): void {
    slot.busy = false;
    this.waiting.shift()?.();
  }

  private replace(slot: Slot): void {
    slot.worker.terminate();
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
  }
}

function abortPromise(signal?: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (!signal) return;
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}
