// The runs of `npm run bench -- combiner` and the steps each run goes through after its generation.
// A step receives the page (with the run's results on screen) and returns figures merged into the run's
// entry of bench/out/combiner.json; add export steps to EXPORT_STEPS.
import type { Page } from 'playwright';
import { exportZips } from './combiner-steps.ts';
import { exportStargaze } from './combiner-export.ts';
import { sessionSize, type OutputSize } from '../src/features/combiner/output-size.ts';

export interface CombinerRun {
  /** As the "Output size" select offers it; 'original' keeps the layers' own size. */
  size: OutputSize;
  count: number;
  /** Fake-indexer holdings that give the credits the run needs. */
  holdings: Record<string, number>;
  /** Side of the square layer images the run combines. */
  layerPx: number;
  /** Layers and images per layer (4 x 10 unless set). */
  layers?: number;
  perLayer?: number;
}

export const FULL_RUNS: CombinerRun[] = [
  { size: 250, count: 10_000, holdings: { batKids: 10 }, layerPx: 1000 },
  // An artist's layers: 20 x 30 images of 512 px.
  { size: 250, count: 10_000, holdings: { batKids: 10 }, layerPx: 512, layers: 20, perLayer: 30 },
  { size: 1000, count: 1_000, holdings: { joinRevolution: 9 }, layerPx: 1000 },
  { size: 1000, count: 10_000, holdings: { batKids: 10 }, layerPx: 1000 },
  // Full-resolution artwork: no freeze during the generation and the exports is the point, not the rate.
  { size: 'original', count: 200, holdings: { joinRevolution: 9 }, layerPx: 2000 },
];

/** Longest side of a run's images. */
export const outputPx = (run: CombinerRun) => sessionSize(run.size) ?? run.layerPx;

export type RunStep = (page: Page, run: CombinerRun) => Promise<Record<string, unknown>>;

/** Exports timed after each generation, in order; each may add its own longest task. */
export const EXPORT_STEPS: RunStep[] = [(page, run) => exportZips(page, run.count), (page, run) => exportStargaze(page, run.count)];
