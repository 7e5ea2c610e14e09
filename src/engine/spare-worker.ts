// A worker started ahead of the call that will need it: an edit of a finished set (re-roll, exclude,
// replace) composes two or three images on a fresh compose worker, and loading that worker's script and
// WebAssembly was about 100 ms of the apply. Its dialog prepares one when it opens; the edit takes it.
// The dialog opens the run's compose session on it; once the edit is known (its swaps shown), the worker
// decodes the changed tokens' layer images and makes them while the artist reads the swaps (decoding and
// drawing were 270 ms of a re-roll's apply at 512 px). One left unused for POOL_IDLE_MS is ended.
import type { Remote } from 'comlink';
import type { ComposeApi, ComposeSession } from '@core/protocol';
import { POOL_IDLE_MS } from '../config/constants';
import type { WorkerBridge } from './worker-bridge';
import { spawnComposeWorker } from './worker-pool';

/** What a spare worker was warmed for (`key`), and the warming's end. */
export interface Warmed<Key> {
  key: Key;
  done: Promise<void>;
}

export interface TakenWorker<Api, Key> {
  bridge: WorkerBridge<Api>;
  /** Absent for a worker nothing was run on ahead. */
  warmed?: Warmed<Key>;
}

export class SpareWorker<Api, Key = unknown> {
  private spare: { bridge: WorkerBridge<Api>; timer: ReturnType<typeof setTimeout>; warmed?: Warmed<Key> } | null = null;

  constructor(
    private readonly spawn: () => WorkerBridge<Api>,
    private readonly idleMs = POOL_IDLE_MS,
    /** Whether two keys ask for the same start (then `warm` runs only its second step). */
    private readonly sameKey: (a: Key, b: Key) => boolean = Object.is,
  ) {}

  /** Starts a worker now, unless one is waiting already (then it waits idleMs from now). */
  prepare(): void {
    this.waiting();
  }

  /**
   * Runs `start` then `then` on the waiting worker (started now if none waits), each after what ran on
   * it before; a worker already started for the same key runs only `then`. A failed warming leaves
   * `take`'s caller to start the worker itself.
   */
  warm(key: Key, start: (remote: Remote<Api>) => Promise<void>, then: (remote: Remote<Api>) => Promise<void>): void {
    const spare = this.waiting();
    const before = spare.warmed;
    const { remote } = spare.bridge;
    const started =
      before && this.sameKey(before.key, key) ? before.done.catch(() => start(remote)) : settled(before).then(() => start(remote));
    spare.warmed = { key, done: started.then(() => then(remote)) };
    spare.warmed.done.catch(() => undefined);
  }

  /** The waiting worker (with what it was warmed for), or a fresh one when none waits. */
  take(): TakenWorker<Api, Key> {
    const spare = this.spare;
    if (!spare) return { bridge: this.spawn() };
    clearTimeout(spare.timer);
    this.spare = null;
    return { bridge: spare.bridge, warmed: spare.warmed };
  }

  private waiting() {
    const spare = this.spare;
    if (spare) clearTimeout(spare.timer);
    this.spare = { bridge: spare?.bridge ?? this.spawn(), timer: setTimeout(() => this.drop(), this.idleMs), warmed: spare?.warmed };
    return this.spare;
  }

  private drop(): void {
    this.spare?.bridge.end();
    this.spare = null;
  }
}

/** Resolves once `warmed` has ended, however it ended. */
export const settled = (warmed: Warmed<unknown> | undefined): Promise<void> => (warmed?.done ?? Promise.resolve()).catch(() => undefined);

/** The same session: the same layer images and drawing (an edit's session is the run's, spread anew). */
export function sameSession(a: ComposeSession, b: ComposeSession): boolean {
  const keys = Object.keys(a) as (keyof ComposeSession)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** The compose workers' spare: composeAll takes it for its first lane. */
export const composeWorkers = new SpareWorker<ComposeApi, ComposeSession>(spawnComposeWorker, POOL_IDLE_MS, sameSession);
