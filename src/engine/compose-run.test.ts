import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComposeJob, ComposeSession } from '@core/protocol';
import { PRINT_WORDS } from '@core/curation/look-alike-print';
import { setStored, storedResults } from '@core/compose/stored-results';
import { composedPrints, getComposedPrint, type ComposedPrints } from '@core/curation/composed-prints';

// Small chunks so that a test run makes many calls; the real sizes are in config/constants.ts.
vi.mock('../config/constants', async (original) => ({
  ...(await original<object>()),
  COMPOSE_CHUNK_MIN: 3,
  COMPOSE_CHUNK_MAX: 3,
}));

/** A compose worker stand-in: appends fake PNGs of 100 + n bytes to its pack, CRC = n * 7, print word 0 = n. */
class FakeComposer {
  static made: FakeComposer[] = [];
  static failOn: number | null = null;
  /** Compose calls under way now, and the most there ever were. */
  static underWay = 0;
  static mostUnderWay = 0;
  terminated = false;
  pack = '';
  packEnd = 0;
  jobs: number[] = [];
  /** The sessions it was started with, and the combinations it decoded ahead. */
  started: ComposeSession[] = [];
  ahead: number[][] = [];
  constructor() {
    FakeComposer.made.push(this);
  }
  remote = {
    openPack: async ({ pack }: { pack: string }) => void (this.pack = pack),
    startCompose: async (started: ComposeSession) => void this.started.push(started),
    prepareEdit: async (combinations: number[][]) => void this.ahead.push(...combinations),
    endCompose: async () => undefined,
    compose: async (jobs: ComposeJob[]) => {
      FakeComposer.mostUnderWay = Math.max(FakeComposer.mostUnderWay, ++FakeComposer.underWay);
      await new Promise((resolve) => setTimeout(resolve, 1));
      FakeComposer.underWay--;
      if (jobs.some((job) => job.n === FakeComposer.failOn)) throw new Error(`job ${FakeComposer.failOn} failed`);
      const stored = storedResults(jobs.length);
      const prints = composedPrints(jobs.length);
      jobs.forEach((job, i) => {
        this.jobs.push(job.n);
        setStored(stored, i, { offset: this.packEnd, size: 100 + job.n, crc: job.n * 7 });
        this.packEnd += 100 + job.n;
        prints.made[i] = 1;
        prints.prints[i * PRINT_WORDS] = job.n;
      });
      return { stored, prints };
    },
  };
  end = () => void (this.terminated = true);
}

const pool = vi.hoisted(() => ({ lanes: 2 }));
vi.mock('./worker-pool', () => ({ poolSize: () => pool.lanes, spawnComposeWorker: () => new FakeComposer() }));

const { composeAll } = await import('./compose-run');
const { composeWorkers } = await import('./spare-worker');
const { createResultIndex } = await import('./result-index');

const session: ComposeSession = { layers: [], size: 250, pixelArt: false, fit: 'stretch', optimise: false };
const combinations = (count: number) => Array.from({ length: count }, (_, i) => [i]);

afterEach(() => {
  pool.lanes = 2;
  FakeComposer.underWay = 0;
  FakeComposer.mostUnderWay = 0;
  FakeComposer.made = [];
  FakeComposer.failOn = null;
});

describe('composeAll', () => {
  it('records every result with its pack, byte range and CRC, one worker and pack per lane, and ends them all', async () => {
    const progress: number[] = [];
    const index = await composeAll({
      session,
      resultsDir: 'r',
      count: 20,
      combinations: combinations(20),
      signal: new AbortController().signal,
      onProgress: (done) => progress.push(done),
    });
    for (let n = 1; n <= 20; n++) {
      const maker = FakeComposer.made.find((w) => w.jobs.includes(n))!;
      expect(index.packs[index.pack[n - 1]!]).toBe(maker.pack);
      expect(index.size[n - 1]).toBe(100 + n);
      expect(index.crc![n - 1]).toBe(n * 7);
    }
    expect(progress.at(-1)).toBe(20);
    // Two lanes: two workers, each with its own pack, sharing the 20 images between them.
    expect(FakeComposer.made.length).toBe(2);
    expect(new Set(FakeComposer.made.map((w) => w.pack)).size).toBe(2);
    expect(FakeComposer.made.every((w) => w.jobs.length > 0)).toBe(true);
    expect(FakeComposer.made.every((w) => w.terminated)).toBe(true);
  });

  it("hands each call's prints on with the numbers they belong to, once each is recorded in the index", async () => {
    const seen = new Map<number, number>();
    const index = createResultIndex(10);
    await composeAll({
      session,
      resultsDir: 'r',
      count: 10,
      combinations: combinations(10),
      index,
      signal: new AbortController().signal,
      onPrints: (numbers, prints: ComposedPrints) =>
        numbers.forEach((n, i) => {
          expect(index.size[n - 1]).toBe(100 + n);
          seen.set(n, getComposedPrint(prints, i)!.print[0]!);
        }),
    });
    expect([...seen].sort((a, b) => a[0] - b[0])).toEqual(Array.from({ length: 10 }, (_, i) => [i + 1, i + 1]));
  });

  it('numbers a resumed run by its missing results and shortens the last calls', async () => {
    const calls: number[][] = [];
    const numbers = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31];
    const index = await composeAll({
      session,
      resultsDir: 'r',
      count: 31,
      combinations: combinations(numbers.length),
      numbers,
      signal: new AbortController().signal,
      onJobs: (jobs) => calls.push(jobs.map((job) => job.n)),
    });
    expect(calls.flat()).toEqual(numbers);
    for (const n of numbers) expect(index.size[n - 1]).toBe(100 + n);
    expect(index.size[0]).toBe(0);
    // Chunks of 3 for 2 lanes with 2 calls each: full calls while 9 or more are left (a quarter each), then shorter ones.
    expect(calls.map((call) => call.length)).toEqual([3, 2, 2, 1, 1, 1, 1]);
  });

  it('keeps two calls under way per lane, so that a worker never waits for the next chunk', async () => {
    pool.lanes = 1;
    await composeAll({ session, resultsDir: 'r', count: 24, combinations: combinations(24), signal: new AbortController().signal });
    expect(FakeComposer.made.length).toBe(1);
    expect(FakeComposer.mostUnderWay).toBe(2);
  });

  it('stops on abort with the reason and terminates every worker', async () => {
    const controller = new AbortController();
    const run = composeAll({
      session,
      resultsDir: 'r',
      count: 1000,
      combinations: combinations(1000),
      signal: controller.signal,
      onProgress: (done) => done >= 9 && controller.abort(new Error('cancelled')),
    });
    await expect(run).rejects.toThrow('cancelled');
    expect(FakeComposer.made.every((w) => w.terminated)).toBe(true);
  });

  it('fails the run when a compose call fails', async () => {
    FakeComposer.failOn = 8;
    await expect(
      composeAll({ session, resultsDir: 'r', count: 12, combinations: combinations(12), signal: new AbortController().signal }),
    ).rejects.toThrow('job 8 failed');
    expect(FakeComposer.made.every((w) => w.terminated)).toBe(true);
  });

  it('takes a spare warmed for the same session without starting it again, and starts one warmed for another', async () => {
    pool.lanes = 1;
    const warm = (warmed: ComposeSession) =>
      composeWorkers.warm(
        warmed,
        (remote) => remote.startCompose(warmed),
        (remote) => remote.prepareEdit([[7]]),
      );
    const run = (of: ComposeSession) =>
      composeAll({ session: of, resultsDir: 'r', count: 1, combinations: [[7]], signal: new AbortController().signal });
    warm(session);
    await run({ ...session });
    expect(FakeComposer.made[0]!.started).toEqual([session]);
    expect(FakeComposer.made[0]!.ahead).toEqual([[7]]);
    expect(FakeComposer.made[0]!.jobs).toEqual([1]);

    const other = { ...session, size: 500 };
    warm(session);
    await run(other);
    expect(FakeComposer.made[1]!.started).toEqual([session, other]);
  });
});
