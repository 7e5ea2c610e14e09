import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Remote } from 'comlink';
import type { EngineApi } from '@core/protocol';
import { WorkerPool, type Slot } from './worker-pool';

/** A stand-in for a module worker: counts terminations; its remote is never called by these tests. */
class FakeWorker {
  static made: FakeWorker[] = [];
  terminated = false;
  constructor() {
    FakeWorker.made.push(this);
  }
  terminate() {
    this.terminated = true;
  }
}

const fakeSlot = (): Slot => {
  const worker = new FakeWorker();
  return { end: () => worker.terminate(), remote: {} as Remote<EngineApi> };
};

/** A task that finishes when the test says so. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, task: async () => (await opened, 'done') };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  FakeWorker.made = [];
  vi.useRealTimers();
});

describe('WorkerPool', () => {
  it('runs at most size tasks at once and hands a freed worker to the next task', async () => {
    const pool = new WorkerPool(1, fakeSlot);
    const first = gate();
    const order: string[] = [];
    const a = pool.run(first.task).then(() => order.push('a'));
    const b = pool.run(async () => 'b').then(() => order.push('b'));
    await tick();
    expect(order).toEqual([]);
    first.open();
    await Promise.all([a, b]);
    expect(order).toEqual(['a', 'b']);
    expect(FakeWorker.made).toHaveLength(1);
  });

  it('does not let an aborted waiter swallow the wake-up meant for the next one', async () => {
    const pool = new WorkerPool(1, fakeSlot);
    const first = gate();
    const running = pool.run(first.task);
    const giveUp = new AbortController();
    const aborted = pool.run(async () => 'never', giveUp.signal);
    const next = pool.run(async () => 'next');
    giveUp.abort(new Error('cancelled'));
    await expect(aborted).rejects.toThrow('cancelled');
    first.open();
    await expect(running).resolves.toBe('done');
    await expect(next).resolves.toBe('next');
  });

  it('aborting a running task terminates its worker and a waiter gets a fresh one', async () => {
    const pool = new WorkerPool(1, fakeSlot);
    const stop = new AbortController();
    const stuck = pool.run(() => new Promise<string>(() => {}), stop.signal);
    const next = pool.run(async () => 'next');
    await tick();
    stop.abort(new Error('stopped'));
    await expect(stuck).rejects.toThrow('stopped');
    await expect(next).resolves.toBe('next');
    expect(FakeWorker.made).toHaveLength(2);
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    expect(FakeWorker.made[1]!.terminated).toBe(false);
  });

  it('removes its abort listeners when a task ends', async () => {
    const pool = new WorkerPool(1, fakeSlot);
    const controller = new AbortController();
    const add = vi.spyOn(controller.signal, 'addEventListener');
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    for (let i = 0; i < 3; i++) await pool.run(async () => i, controller.signal);
    expect(add.mock.calls.length).toBeGreaterThan(0);
    expect(remove.mock.calls.map((c) => c[1])).toEqual(add.mock.calls.map((c) => c[1]));
  });

  it('removes a waiter’s abort listener once it gets a worker', async () => {
    const pool = new WorkerPool(1, fakeSlot);
    const first = gate();
    const running = pool.run(first.task);
    const controller = new AbortController();
    const add = vi.spyOn(controller.signal, 'addEventListener');
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    const waiting = pool.run(async () => 'second', controller.signal);
    first.open();
    await Promise.all([running, waiting]);
    expect(remove.mock.calls.map((c) => c[1]).sort()).toEqual(add.mock.calls.map((c) => c[1]).sort());
  });

  it('ends a worker that stays idle, and starts a fresh one for the next task', async () => {
    vi.useFakeTimers();
    const pool = new WorkerPool(2, fakeSlot, 1_000);
    await pool.run(async () => 1);
    expect(pool.workerCount).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeWorker.made[0]!.terminated).toBe(false);
    await pool.run(async () => 2);
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeWorker.made[0]!.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    expect(pool.workerCount).toBe(0);
    await expect(pool.run(async () => 3)).resolves.toBe(3);
    expect(FakeWorker.made).toHaveLength(2);
  });

  it('rejects at once when the signal is already aborted, without starting a worker', async () => {
    const pool = new WorkerPool(1, fakeSlot);
    await expect(pool.run(async () => 1, AbortSignal.abort(new Error('no')))).rejects.toThrow('no');
    expect(FakeWorker.made).toHaveLength(0);
  });
});
