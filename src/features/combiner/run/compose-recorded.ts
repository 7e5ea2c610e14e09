// A generation that survives a reload, a closed tab or a crash: every row of the plan is kept in
// IndexedDB before the first image, and the changed parts of the result index every RUN_SAVE_MS while
// images arrive, so an interrupted run can make only the missing images, from the same rows, into new
// pack files.
// Cancel is a choice, not an interruption: it discards the run.
import { PROGRESS_THROTTLE_MS } from '@/config/constants';
import { composeAll } from '@/engine/compose-run';
import { RESULTS_DIR } from '@/engine/result-store';
import type { ComposeSession } from '@core/protocol';
import { putRun, putRunParts, putRunPrints } from '../stores/image-db';
import { indexParts, segmentOf } from '@/engine/result-index-parts';
import { completeRun, forgetRun, madeCount } from './record-keeping';
import type { RunImages, RunRecord } from './run-record';
import { setRun } from './run-store';
import { runs } from './run-session';
import { keepPrints, savedPrints } from './kept-prints';

/** How often the index of a run under way is saved: what a crash can cost at most. */
const RUN_SAVE_MS = 500;

/** Makes the record's missing images and marks it complete; an interruption leaves it to resume. */
export async function composeRecorded(
  record: RunRecord,
  images: RunImages,
  signal: AbortSignal,
  onProgress: (made: number) => void,
): Promise<void> {
  const missing: number[] = [];
  for (let n = 1; n <= record.count; n++) if (!record.results.size[n - 1]) missing.push(n);
  const before = record.count - missing.length;
  let savedAt = performance.now();
  let shownAt = 0;
  // Segments of the index with results recorded since the last save: all a save writes.
  const changed = new Set<number>();
  const changedParts = () => {
    const parts = indexParts(record.results, changed);
    changed.clear();
    return parts;
  };
  const kept = runs.current.cache.prints;
  setRun({ resumable: null });
  try {
    await composeAll({
      session: { ...record.resume!.session, ...images } as ComposeSession,
      resultsDir: RESULTS_DIR,
      count: record.count,
      combinations: missing.map((n) => record.digits[n - 1]!),
      numbers: missing,
      index: record.results,
      signal,
      onPrints: keepPrints(record.results, kept),
      onProgress: (done, stored) => {
        for (const n of stored) changed.add(segmentOf(n));
        const now = performance.now();
        if (now - savedAt >= RUN_SAVE_MS) {
          savedAt = now;
          void putRunParts(changedParts()).catch(() => undefined);
        }
        if (now - shownAt < PROGRESS_THROTTLE_MS) return;
        shownAt = now;
        onProgress(before + done);
      },
    });
  } catch (error) {
    // Cancel discards the run, as the screen says; a failure keeps it to resume.
    if (signal.aborted) await forgetRun().catch(() => undefined);
    else {
      await putRun(record).catch(() => undefined);
      setRun({ resumable: { made: madeCount(record), total: record.count } });
    }
    throw error;
  }
  await completeRun(record, changedParts());
  // Not awaited: a reload before it is saved only means the guard decodes the images once more.
  const saved = savedPrints(record.results, kept);
  // The edits that follow save them again from these (after a reload, the first edit gathers them whole).
  runs.current.cache.saved = saved;
  void putRunPrints(saved).catch(() => undefined);
}
