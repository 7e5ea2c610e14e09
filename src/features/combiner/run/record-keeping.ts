// How a run's record is kept: saved whole before the first image, marked finished, discarded, and
// read back after a reload; the run store holds the finished one.
import { createResultIndex } from '@/engine/result-index';
import { makesGif, videoOf } from '@core/animation/animation-format';
import type { IndexParts } from '@/engine/result-index-parts';
import { clearResults } from '@/engine/result-store';
import { deleteRun, getRun, getRunPrints, putRun, putRunComplete } from '../stores/image-db';
import type { RunRecord } from './run-record';
import { setRun } from './run-store';
import { restorePrints } from './kept-prints';
import { runs, type SavedPrints } from './run-session';

export const madeCount = (record: RunRecord) => record.results.size.reduce((made, size) => made + (size ? 1 : 0), 0);

/** The empty index of a run: its animation format says which files each token has besides its PNG. */
function resultIndexOf(record: Omit<RunRecord, 'results' | 'complete'>) {
  const animation = record.resume?.session.animation;
  return createResultIndex(record.count, Boolean(animation) && makesGif(animation?.format), animation && videoOf(animation.format));
}

/** A new run's record, saved before the first image: its rows are what a resume makes the rest from. */
export async function beginRecord(record: Omit<RunRecord, 'results' | 'complete'>): Promise<RunRecord> {
  await forgetRun();
  await clearResults();
  const begun: RunRecord = {
    ...record,
    results: resultIndexOf(record),
    complete: false,
  };
  await putRun(begun);
  return begun;
}

/** Marks a run saved when it began as finished: only the last parts of its result index are written. */
export async function completeRun(record: RunRecord, lastParts: IndexParts): Promise<void> {
  setRun({ record: Object.freeze({ ...record, complete: true }) });
  await putRunComplete(lastParts);
}

/** Discards the kept run, in memory and stored (a send of it follows: send/saved-send.ts). */
export async function forgetRun(): Promise<void> {
  setRun({ record: null });
  await deleteRun();
}

/** After a reload: the last finished run, shown as done; null when there is none. */
export async function restoreRun(): Promise<RunRecord | null> {
  const [stored, prints] = await Promise.all([getRun<RunRecord>(), getRunPrints<SavedPrints>().catch(() => undefined)]);
  // Records of older versions stored one file per image and have no index: nothing to show. An
  // interrupted run is not shown either: it is offered for resuming.
  const record = stored?.results && stored.complete !== false ? Object.freeze(stored) : null;
  // Before the run shows: its look-alike guard then finds the prints kept.
  if (record && prints) restorePrints(prints, runs.current.cache.prints);
  if (record) setRun({ record, phase: 'done', current: record.count, total: record.count, runId: 1 });
  return record;
}
