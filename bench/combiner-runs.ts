// The runs of `npm run bench -- combiner` and the steps each run goes through after its generation.
// A step receives the page (with the run's results on screen) and returns figures merged into the run's
// entry of bench/out/combiner.json; add export steps to EXPORT_STEPS.
import type { Page } from 'playwright';
import { exportZips } from './combiner-steps.ts';
import { exportStargaze } from './combiner-export.ts';

export interface CombinerRun {
  size: 250 | 500 | 1000;
  count: number;
  /** Fake-indexer holdings that give the credits the run needs. */
  holdings: Record<string, number>;
}

export const FULL_RUNS: CombinerRun[] = [
  { size: 250, count: 10_000, holdings: { batKids: 10 } },
  { size: 1000, count: 1_000, holdings: { joinRevolution: 9 } },
  { size: 1000, count: 10_000, holdings: { batKids: 10 } },
];

export type RunStep = (page: Page, run: CombinerRun) => Promise<Record<string, unknown>>;

/** Exports timed after each generation, in order; each may add its own longest task. */
export const EXPORT_STEPS: RunStep[] = [(page, run) => exportZips(page, run.count), (page, run) => exportStargaze(page, run.count)];
