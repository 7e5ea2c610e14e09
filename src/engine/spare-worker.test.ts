import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Remote } from 'comlink';
import type { ComposeApi } from '@core/protocol';
import type { WorkerBridge } from './worker-bridge';
import { SpareWorker, sameSession } from './spare-worker';

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
    expect((spares.take().bridge as ReturnType<typeof spawn>).n).toBe(1);
    expect((spares.take().bridge as ReturnType<typeof spawn>).n).toBe(2);
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
    expect((spares.take().bridge as ReturnType<typeof spawn>).n).toBe(2);
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

  it('warms the waiting worker: the start, then the step for the edit, and hands both over with the worker', async () => {
    const { started, spawn } = spawner();
    const spares = new SpareWorker<ComposeApi, string>(spawn, 10_000);
    const steps: string[] = [];
    spares.warm(
      'session A',
      async () => void steps.push('start A'),
      async () => void steps.push('decode 1'),
    );
    const taken = spares.take();
    expect(started).toHaveLength(1);
    expect(taken.warmed?.key).toBe('session A');
    await taken.warmed?.done;
    expect(steps).toEqual(['start A', 'decode 1']);
    expect(spares.take().warmed).toBeUndefined();
  });

  it('starts a worker once for the same key, and again (after the first ends) for another', async () => {
    const { spawn } = spawner();
    const spares = new SpareWorker<ComposeApi, string>(spawn, 10_000);
    const steps: string[] = [];
    const warm = (key: string, n: number) =>
      spares.warm(
        key,
        async () => void steps.push(`start ${key}`),
        async () => void steps.push(`decode ${n}`),
      );
    warm('A', 1);
    warm('A', 2);
    warm('B', 3);
    await spares.take().warmed?.done;
    expect(steps).toEqual(['start A', 'decode 1', 'decode 2', 'start B', 'decode 3']);
  });

  it('starts again for the same key when the first start failed, and reports a failed warming to the taker', async () => {
    const { spawn } = spawner();
    const spares = new SpareWorker<ComposeApi, string>(spawn, 10_000);
    let starts = 0;
    spares.warm(
      'A',
      async () => {
        starts++;
        throw new Error('no images');
      },
      async () => undefined,
    );
    spares.warm(
      'A',
      async () => void starts++,
      async () => undefined,
    );
    await spares.take().warmed?.done;
    expect(starts).toBe(2);
    spares.warm(
      'A',
      async () => Promise.reject(new Error('no images')),
      async () => undefined,
    );
    await expect(spares.take().warmed?.done).rejects.toThrow('no images');
  });

  it('takes two sessions as the same when each of their fields is the same', () => {
    const layers = [[new Blob()]];
    const session = { layers, size: 250, pixelArt: false, fit: 'stretch' as const, optimise: false };
    expect(sameSession(session, { ...session })).toBe(true);
    expect(sameSession(session, { ...session, layers: [[new Blob()]] })).toBe(false);
    expect(sameSession(session, { ...session, size: 500 })).toBe(false);
    expect(sameSession(session, { ...session, drawing: [] })).toBe(false);
  });
});
