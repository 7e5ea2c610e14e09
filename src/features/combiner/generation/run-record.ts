// What the last run made: per result number its digits, and the layers' names and values at the time.
// Kept in memory for exports and in IndexedDB so that the results outlive a reload.
import type { LayerValues } from '../../../engine/engine';
import { deleteRun, getRun, putRun } from '../stores/image-db';

export interface RunRecord {
  count: number;
  /** digits[n - 1]: image index per layer of result n. */
  digits: number[][];
  layers: LayerValues[];
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
  current = (await getRun<RunRecord>()) ?? null;
  return current;
}
