// What the last run made: per result number its digits, and the layers' names and values at the time.
// Kept in memory for exports and in IndexedDB so that the results outlive a reload.
import type { LayerValues } from '../../../engine/engine';
import type { ResultIndex } from '../../../engine/result-index';
import type { ComposeSession } from '../../../../workers/protocol';
import { deleteRun, getRun, putRun } from '../stores/image-db';

export interface RunRecord {
  count: number;
  /** digits[n - 1]: image index per layer of result n. */
  digits: number[][];
  layers: LayerValues[];
  /** Where each result's PNG is stored. */
  results: ResultIndex;
  /** False while the run is under way or was interrupted (absent in records of finished runs). */
  complete?: boolean;
  /** What a resumed run needs to make the missing images the same way. */
  resume?: ResumeInfo;
}

export interface ResumeInfo {
  session: Omit<ComposeSession, 'layers'>;
  fromPreviews: boolean;
  /** Image ids of each layer, bottom first: a resume needs the very same layers. */
  fileIds: string[][];
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
  // Records of older versions stored one file per image and have no index: nothing to show. An
  // interrupted run is not shown either: it is offered for resuming.
  current = stored?.results && stored.complete !== false ? stored : null;
  return current;
}
