// What the last run made: per result number its digits, and the layers' names and values at the time.
// Kept in memory for exports and in IndexedDB so that the results outlive a reload.
import type { LayerValues } from '../../../engine/engine';
import type { ResultIndex } from '../../../engine/result-index';
import { deleteRun, getRun, putRun } from '../stores/image-db';

export interface RunRecord {
  count: number;
  /** digits[n - 1]: image index per layer of result n. */
  digits: number[][];
  layers: LayerValues[];
  /** Where each result's PNG is stored. */
  results: ResultIndex;
}

let current: RunRecord | null = null;

export const currentRun = () => current;

export async function saveRun(record: RunRecord): Promise<void> {
  current = record;
  await putRun(record);
}

export async function forgetRun(): Promise<void> {
  current = null;
  await deleteRun();
}

export async function restoreRun(): Promise<RunRecord | null> {
  const stored = await getRun<RunRecord>();
  // Records of older versions stored one file per image and have no index: nothing to show.
  current = stored?.results ? stored : null;
  return current;
}
