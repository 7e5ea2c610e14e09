// Runs a generation on compose workers of its own (one per hardware thread, one lane each): each opens a
// pack file, decodes the layers once, takes chunks of combinations (compose-chunk.ts; shorter ones at the
// end, so the lanes finish together) with a couple of calls in flight so it never idles on a round trip,
// and encodes and appends its PNGs to its pack itself. A worker serves its lane for the whole run: it
// makes no blobs, so nothing piles up in it (recycling one every 1 000 images, needed while the browser
// encoded, cost 6 % of the CPU in decoding layers again; docs/performance.md). The main thread only
// records where each result went. Aborting terminates them all.
import type { ComposeJob, ComposeSession } from '@core/protocol';
import type { ComposedPrints } from '@core/curation/composed-prints';
import { COMPOSE_IN_FLIGHT_PER_LANE, COMPOSE_OPEN_ATTEMPTS, COMPOSE_OPEN_TIMEOUT_MS } from '../config/constants';
import { createResultIndex, recordResults, type ResultIndex } from './result-index';
import { poolSize, spawnComposeWorker } from './worker-pool';
import { composeWorkers, sameSession, settled } from './spare-worker';
import { composeChunk, nextChunkLength } from './compose-chunk';

export interface ComposeRun {
  session: ComposeSession;
  /** Directory of the origin-private file system that receives the packs. */
  resultsDir: string;
  /** How many results the run has in all (a resumed run makes only some of them). */
  count: number;
  combinations: readonly number[][];
  /** Result number of each combination, in order (default 1, 2, ...): a resumed run makes only the missing ones. */
  numbers?: readonly number[];
  /** At most this many lanes (default: one per hardware thread). */
  lanes?: number;
  /** The index to record into (a resumed run continues the stored one); its new packs get new names. */
  index?: ResultIndex;
  signal: AbortSignal;
  /** Each chunk as it is handed out, numbered 1.. in order. */
  onJobs?: (jobs: ComposeJob[]) => void;
  /** Images stored so far, and the numbers of those just stored; called often, so keep it cheap. */
  onProgress?: (done: number, stored: readonly number[]) => void;
  /** The look-alike prints of results `numbers` just recorded in the index, in that order. */
  onPrints?: (numbers: readonly number[], prints: ComposedPrints) => void;
}

type ComposeWorker = ReturnType<typeof spawnComposeWorker>;
interface Composer {
  worker: ComposeWorker;
  packId: number;
}

const timeout = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms));

export async function composeAll(run: ComposeRun): Promise<ResultIndex> {
  const stop = new AbortController();
  const forward = () => stop.abort(run.signal.reason);
  run.signal.addEventListener('abort', forward, { once: true });
  if (run.signal.aborted) forward();
  const stopped = new Promise<never>((_, reject) =>
    stop.signal.addEventListener('abort', () => reject(stop.signal.reason), { once: true }),
  );
  stopped.catch(() => undefined);
  const race = <T>(promise: Promise<T>) => Promise.race([promise, stopped]);

  const index = run.index ?? createResultIndex(run.count);
  let handed = 0;
  let done = 0;
  const chunk = composeChunk(run.session);
  const lanes = Math.min(poolSize(), run.lanes ?? Infinity);
  const take = (): ComposeJob[] | null => {
    const length = nextChunkLength(chunk, run.combinations.length - handed, lanes);
    const jobs = run.combinations
      .slice(handed, handed + length)
      .map((digits, i) => ({ n: run.numbers?.[handed + i] ?? handed + i + 1, digits }));
    handed += jobs.length;
    if (jobs.length) run.onJobs?.(jobs);
    return jobs.length ? jobs : null;
  };

  const workers = new Set<ComposeWorker>();
  const retire = (worker: ComposeWorker) => (worker.end(), workers.delete(worker));
  // Opening a pack's sync access handle has been seen never to settle; a fresh worker gets another go.
  const start = async (): Promise<Composer> => {
    for (let attempt = 1; ; attempt++) {
      // The first attempt takes a worker an edit's dialog started ahead, if one waits (maybe warmed for
      // this very session: its images decoded while the artist read the swaps).
      const { bridge: worker, warmed } = attempt === 1 ? composeWorkers.take() : { bridge: spawnComposeWorker() };
      workers.add(worker);
      const packId = index.packs.push(`${index.packs.length + 1}.bin`) - 1;
      const opened = await race(
        Promise.race([
          worker.remote.openPack({ resultsDir: run.resultsDir, pack: index.packs[packId]! }),
          timeout(COMPOSE_OPEN_TIMEOUT_MS),
        ]),
      );
      if (opened !== 'timeout') {
        const started =
          warmed &&
          sameSession(warmed.key, run.session) &&
          (await race(
            warmed.done.then(
              () => true,
              () => false,
            ),
          ));
        // A session warmed for something else is left to end before this one starts.
        if (!started) await race(settled(warmed).then(() => worker.remote.startCompose(run.session)));
        return { worker, packId };
      }
      retire(worker);
      if (attempt >= COMPOSE_OPEN_ATTEMPTS) throw new Error('The result file could not be opened');
    }
  };
  const finish = async ({ worker }: Composer) => {
    await race(worker.remote.endCompose());
    retire(worker);
  };

  const lane = async () => {
    const composer = await start();
    const inFlight = new Set<Promise<void>>();
    for (let jobs = take(); jobs; jobs = take()) {
      const numbers = jobs.map((job) => job.n);
      const call: Promise<void> = composer.worker.remote.compose(jobs).then(
        ({ stored, prints }) => {
          recordResults(index, composer.packId, numbers, stored);
          run.onPrints?.(numbers, prints);
          done += numbers.length;
          inFlight.delete(call);
          run.onProgress?.(done, numbers);
        },
        (error: unknown) => stop.abort(error),
      );
      inFlight.add(call);
      if (inFlight.size >= COMPOSE_IN_FLIGHT_PER_LANE) await race(Promise.race(inFlight));
    }
    await race(Promise.all(inFlight));
    await finish(composer);
  };

  try {
    await race(Promise.all(Array.from({ length: lanes }, lane)));
    return index;
  } finally {
    run.signal.removeEventListener('abort', forward);
    for (const worker of workers) worker.end();
    if (!stop.signal.aborted) stop.abort();
  }
}
