// The one way the app starts a worker, calls it, stops a call mid-way and ends it: the engine pool, the
// planner's lanes and a run's compose lanes all go through it. Comlink carries the calls; ending the
// worker is the only way to stop work a call has started.
import { wrap, type Remote } from 'comlink';

export interface WorkerBridge<Api> {
  remote: Remote<Api>;
  end(): void;
}

/** `create` names the script where the bundler sees it: `() => new Worker(new URL(..., import.meta.url))`. */
export function startWorker<Api>(create: () => Worker): WorkerBridge<Api> {
  const worker = create();
  return { remote: wrap<Api>(worker), end: () => worker.terminate() };
}

/**
 * Runs `task` on the worker until it settles or `signal` aborts. On abort the worker is ended, `onEnded`
 * lets its owner forget (or replace) it, and the call rejects with the signal's reason.
 */
export async function callUntilAborted<Api, T>(
  bridge: WorkerBridge<Api>,
  task: (remote: Remote<Api>) => Promise<T>,
  signal?: AbortSignal,
  onEnded?: () => void,
): Promise<T> {
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => {
      bridge.end();
      onEnded?.();
      reject(signal!.reason);
    };
  });
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    return await Promise.race([task(bridge.remote), aborted]);
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}
