// The look-alike guard of a finished run: the prints the compose workers made as they drew
// (run/kept-prints.ts), every other stored image (one a run made before a reload interrupted it, say)
// fingerprinted in the engine's workers (a batch per call, two lanes), then the groups found there too;
// the main thread only hands out batches and keeps the fingerprints (the run's session:
// run/run-session.ts). A new run, an edit or leaving the screen aborts the work under way, and each
// batch waits while the artist's own work runs (engine/foreground.ts).
import { useEffect, useState } from 'react';
import { lookAlikeGroupsInWorker, lookAlikePrintsInWorker } from '@/engine/engine';
import { PRINT_WORDS } from '@core/curation/look-alike-print';
import { type LookAlikeGroups, type StoredImage } from '@core/protocol';
import { locateResult } from '@/engine/result-index';
import { RESULTS_DIR } from '@/engine/result-store';
import { poolSize } from '@/engine/worker-pool';
import { foregroundIdle } from '@/engine/foreground';
import type { FinishedRun } from '../run/finished-run';
import { runs, type LookAlikePrint } from '../run/run-session';
import { printKey } from '../run/kept-prints';

/** Images per worker call: small enough for steady progress and a cheap abort. */
const BATCH = 100;

export type LookAlikeState =
  { phase: 'checking'; done: number; total: number } | { phase: 'done'; groups: LookAlikeGroups } | { phase: 'failed'; message: string };

function storedImages(run: FinishedRun): StoredImage[] {
  const images: StoredImage[] = [];
  for (let n = 1; n <= run.count; n++) {
    const where = locateResult(run.results, n);
    if (where) images.push({ n, ...where });
  }
  return images;
}

/** Fingerprints the images not kept yet, `lanes` batches at a time. */
async function printMissing(
  images: StoredImage[],
  prints: Map<string, LookAlikePrint>,
  signal: AbortSignal,
  onBatch: (done: number) => void,
) {
  const missing = images.filter((image) => !prints.has(printKey(image)));
  const batches = Array.from({ length: Math.ceil(missing.length / BATCH) }, (_, b) => missing.slice(b * BATCH, (b + 1) * BATCH));
  let done = images.length - missing.length;
  onBatch(done);
  const lane = async () => {
    for (let batch = batches.shift(); batch; batch = batches.shift()) {
      // The artist's preview, edit or export first: the guard runs in the cores they leave.
      await foregroundIdle(signal);
      const answer = await lookAlikePrintsInWorker(RESULTS_DIR, batch, signal);
      batch.forEach((image, i) =>
        prints.set(printKey(image), { sha256: answer.sha256[i]!, print: answer.prints.slice(i * PRINT_WORDS, (i + 1) * PRINT_WORDS) }),
      );
      onBatch((done += batch.length));
    }
  };
  await Promise.all(Array.from({ length: poolSize() }, lane));
}

function groupsOf(images: StoredImage[], prints: Map<string, LookAlikePrint>, threshold: number, signal: AbortSignal) {
  const all = new Uint32Array(images.length * PRINT_WORDS);
  const sha256 = images.map((image, k) => {
    const { sha256, print } = prints.get(printKey(image))!;
    all.set(print, k * PRINT_WORDS);
    return sha256;
  });
  return lookAlikeGroupsInWorker({ numbers: images.map((image) => image.n), sha256, prints: all }, threshold, signal);
}

/** The look-alikes of `run` (recomputed when the run, an edit or `threshold` changes). */
export function useLookAlikes(run: FinishedRun, runId: number, threshold: number): LookAlikeState {
  // Each state is that of the check it came from: the groups of the set before an edit are not shown as
  // the edited set's while its check waits for the edit to be on screen.
  const [shown, setShown] = useState<{ run: FinishedRun; runId: number; threshold: number; state: LookAlikeState } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const { prints } = runs.current.cache;
    const show = (state: LookAlikeState) => !signal.aborted && setShown({ run, runId, threshold, state });
    // Not before the edit that changed the run is on screen: gathering and grouping 10 000 prints takes
    // the page about 20 ms, which an edit's new image would wait for.
    foregroundIdle(signal)
      .then(() => {
        const images = storedImages(run);
        const progress = (done: number) => show({ phase: 'checking', done, total: images.length });
        return printMissing(images, prints, signal, progress).then(() => groupsOf(images, prints, threshold, signal));
      })
      .then(
        (groups) => show({ phase: 'done', groups }),
        (error: unknown) => show({ phase: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
    return () => controller.abort();
  }, [run, runId, threshold]);
  const current = shown && shown.run === run && shown.runId === runId && shown.threshold === threshold;
  return current ? shown.state : { phase: 'checking', done: 0, total: run.count };
}
