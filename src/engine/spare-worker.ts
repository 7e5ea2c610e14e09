// A worker started ahead of the call that will need it: an edit of a finished set (re-roll, exclude,
// replace) composes two or three images on a fresh compose worker, and loading that worker's script and
// WebAssembly was about 100 ms of the apply. Its dialog prepares one when it opens; the edit takes it.
// One left unused for POOL_IDLE_MS is ended.
import type { ComposeApi } from '../../workers/protocol';
import { POOL_IDLE_MS } from '../config/constants';
import type { WorkerBridge } from './worker-bridge';
import { spawnComposeWorker } from './worker-pool';

export class SpareWorker<Api> {
  private spare: { bridge: WorkerBridge<Api>; timer: ReturnType<typeof setTimeout> } | null = null;

  constructor(
    private readonly spawn: () => WorkerBridge<Api>,
    private readonly idleMs = POOL_IDLE_MS,
  ) {}

  /** Starts a worker now, unless one is waiting already (then it waits idleMs from now). */
  prepare(): void {
    const bridge = this.spare?.bridge ?? this.spawn();
    if (this.spare) clearTimeout(this.spare.timer);
    this.spare = { bridge, timer: setTimeout(() => this.drop(), this.idleMs) };
  }

  /** The waiting worker, or a fresh one when none waits. */
  take(): WorkerBridge<Api> {
    const spare = this.spare;
    if (!spare) return this.spawn();
    clearTimeout(spare.timer);
    this.spare = null;
    return spare.bridge;
  }

  private drop(): void {
    this.spare?.bridge.end();
    this.spare = null;
  }
}

/** The compose workers' spare: composeAll takes it for its first lane. */
export const composeWorkers = new SpareWorker<ComposeApi>(spawnComposeWorker);
