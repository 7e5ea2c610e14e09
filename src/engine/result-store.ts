// Main-thread access to the generated images in the origin-private file system (the compose workers
// write them): clear before a run, read one result when a card or a download needs it.
import { resultSlice } from '@core/compose/result-slice';
import { locateAnimation, locateResult, type ResultIndex } from './result-index';
import type { ResultLocation } from '@core/protocol';

export const RESULTS_DIR = 'combiner-results';

/** Pack files as the main thread last opened them; a new run makes new ones. */
let packFiles = new Map<string, Promise<File>>();

export async function clearResults(): Promise<void> {
  packFiles = new Map();
  const root = await navigator.storage.getDirectory();
  await root.removeEntry(RESULTS_DIR, { recursive: true }).catch((error: unknown) => {
    if (!(error instanceof DOMException && error.name === 'NotFoundError')) throw error;
  });
}

/** Result `n` as a PNG Blob, or null when it is not stored (any more). */
export const readResult = (index: ResultIndex, n: number) => readStored(locateResult(index, n));

/** Result `n`'s animation (an animated run's GIF), or null. */
export const readAnimation = (index: ResultIndex, n: number) => readStored(locateAnimation(index, n));

async function readStored(where: ResultLocation | null): Promise<Blob | null> {
  if (!where) return null;
  try {
    const root = await navigator.storage.getDirectory();
    const blob = await resultSlice(await root.getDirectoryHandle(RESULTS_DIR), packFiles, where);
    // A slice of a file that is gone fails only when read; a one-byte probe tells now.
    await blob.slice(0, 1).arrayBuffer();
    return blob;
  } catch {
    packFiles.delete(where.pack);
    return null;
  }
}
