import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Remote } from 'comlink';
import type { ComposeApi } from '../../workers/protocol';
import type { WorkerBridge } from './worker-bridge';
import { SpareWorker } from './spare-worker';

/** A stand-in for a started worker: numbered in order of start, knows whether it was ended. */
function spawner() {
  const started: { n: number; ended: boolean }[] = [];
  const spawn = (): WorkerBridge<ComposeApi> & { n: number } => {
    const worker = { n: started.length + 1, ended: false };
    started.push(worker);
    return { n: worker.n, remote: {} as Remote<ComposeApi>, end: () => (worker.ended = true) };
  };
  return { started, spawn };
}

describe('SpareWorker', () => {
  afterEach(() => vi.useRealTimers());

  it('hands out the worker it prepared, once, then starts fresh ones', () => {
    const { started, spawn } = spawner();
    const spares = new SpareWorker(spawn, 10_000);
    spares.prepare();
    expect(started).toHaveLength(1);
    expect((spares.take() as ReturnType<typeof spawn>).n).toBe(1);
    expect((spares.take() as ReturnType<typeof spawn>).n).toBe(2);
    expect(started.map((w) => w.ended)).toEqual([false, false]);
  });

  it('starts one worker however often it is prepared', () => {
    const { started, spawn } = spawner();
    const spares = new SpareWorker(spawn, 10_000);
    spares.prepare();
    spares.prepare();
    expect(started).toHaveLength(1);
  });

  it('ends a prepared worker left unused for idleMs (counted from the last prepare), and starts anew after', () => {
    vi.useFakeTimers();
    const { started, spawn } = spawner();
    const spares = new SpareWorker(spawn, 10_000);
    spares.prepare();
    vi.advanceTimersByTime(9_000);
    spares.prepare();
    vi.advanceTimersByTime(9_000);
    expect(started[0]!.ended).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(started[0]!.ended).toBe(true);
    expect((spares.take() as ReturnType<typeof spawn>).n).toBe(2);
  });

  it('never ends a worker it has handed out', () => {
    vi.useFakeTimers();
    const { started, spawn } = spawner();
    const spares = new SpareWorker(spawn, 10_000);
    spares.prepare();
    spares.take();
    vi.advanceTimersByTime(60_000);
    expect(started[0]!.ended).toBe(false);
  });
});
