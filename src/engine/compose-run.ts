// Runs a generation on compose workers of its own (one per hardware thread): each decodes the layers
// once, takes chunks of COMPOSE_CHUNK combinations with a couple of calls in flight so it never idles
// on a round trip, writes its PNGs to storage itself and is recycled every COMPOSE_RECYCLE_AFTER
// images (blobs a worker made are freed only when that worker goes). Aborting terminates them all.
import type { ComposeJob, ComposeSession } from '../../workers/protocol';
import { COMPOSE_CHUNK, COMPOSE_IN_FLIGHT_PER_WORKER, COMPOSE_RECYCLE_AFTER } from '../config/constants';
import { poolSize, spawnEngineWorker } from './worker-pool';

export interface ComposeRun {
  session: ComposeSession;
  combinations: Iterable<number[]>;
  signal: AbortSignal;
  /** Each chunk as it is handed out, numbered 1.. in order. */
  onJobs?: (jobs: ComposeJob[]) => void;
  /** Images stored so far; called often, so keep it cheap. */
  onProgress?: (done: number) => void;
}

type EngineWorker = ReturnType<typeof spawnEngineWorker>;

export async function composeAll(run: ComposeRun): Promise<number> {
  const stop = new AbortController();
  const forward = () => stop.abort(run.signal.reason);
  run.signal.addEventListener('abort', forward, { once: true });
  if (run.signal.aborted) forward();
  const stopped = new Promise<never>((_, reject) => stop.signal.addEventListener('abort', () => reject(stop.signal.reason), { once: true }));
  stopped.catch(() => undefined);
  const race = <T,>(promise: Promise<T>) => Promise.race([promise, stopped]);

  const iterator = run.combinations[Symbol.iterator]();
  let next = 1;
  let done = 0;
  const take = (): ComposeJob[] | null => {
    const jobs: ComposeJob[] = [];
    while (jobs.length < COMPOSE_CHUNK) {
      const item = iterator.next();
      if (item.done) break;
      jobs.push({ n: next++, digits: item.value });
    }
    if (jobs.length) run.onJobs?.(jobs);
    return jobs.length ? jobs : null;
  };

  const workers = new Set<EngineWorker>();
  const retire = (worker: EngineWorker) => (worker.terminate(), workers.delete(worker));
  const start = async () => {
    const worker = spawnEngineWorker();
    workers.add(worker);
    await race(worker.remote.startCompose(run.session));
    return worker;
  };

  const lane = async () => {
    let worker = await start();
    let made = 0;
    const inFlight = new Set<Promise<void>>();
    for (let jobs = take(); jobs; jobs = take()) {
      if (made >= COMPOSE_RECYCLE_AFTER) {
        await race(Promise.all(inFlight));
        retire(worker);
        worker = await start();
        made = 0;
      }
      const call: Promise<void> = worker.remote.compose(jobs).then(
        (count) => {
          done += count;
          inFlight.delete(call);
          run.onProgress?.(done);
        },
        (error: unknown) => stop.abort(error),
      );
      inFlight.add(call);
      made += jobs.length;
      if (inFlight.size >= COMPOSE_IN_FLIGHT_PER_WORKER) await race(Promise.race(inFlight));
    }
    await race(Promise.all(inFlight));
    retire(worker);
  };

  try {
    await race(Promise.all(Array.from({ length: poolSize() }, lane)));
    return done;
  } finally {
    run.signal.removeEventListener('abort', forward);
    for (const worker of workers) worker.terminate();
    if (!stop.signal.aborted) stop.abort();
  }
}
