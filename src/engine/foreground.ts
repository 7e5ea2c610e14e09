// What the artist asked for comes first: a preview, an edit, an export or a plan marks itself in the
// foreground while it runs, and background work (the look-alike guard after a generation) waits before
// each of its batches until nothing has been in the foreground for a moment, instead of taking the
// cores that work needs on a 2-core machine.
import { FOREGROUND_GRACE_MS } from '../config/constants';

let active = 0;
let lastEnded = 0;
const sleepers = new Set<() => void>();

/** Runs `work` in the foreground: background work waits until it (and any other) has ended. */
export async function inForeground<T>(work: () => Promise<T>): Promise<T> {
  active++;
  try {
    return await work();
  } finally {
    active--;
    lastEnded = performance.now();
    if (active === 0) for (const wake of sleepers) wake();
  }
}

/** Resolves once nothing has run in the foreground for FOREGROUND_GRACE_MS (the artist's next click may
 * follow the last one closely); rejects when `signal` aborts. */
export async function foregroundIdle(signal?: AbortSignal): Promise<void> {
  for (;;) {
    signal?.throwIfAborted();
    const quiet = performance.now() - lastEnded;
    if (active === 0 && quiet >= FOREGROUND_GRACE_MS) return;
    await new Promise<void>((resolve) => {
      const wake = () => {
        sleepers.delete(wake);
        clearTimeout(timer);
        signal?.removeEventListener('abort', wake);
        resolve();
      };
      const timer = active === 0 ? setTimeout(wake, FOREGROUND_GRACE_MS - quiet) : undefined;
      sleepers.add(wake);
      signal?.addEventListener('abort', wake, { once: true });
    });
  }
}
