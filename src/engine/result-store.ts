// Main-thread access to the generated images in the origin-private file system (the compose workers
// write them): clear before a run, read one file when a card or a download needs it.
import { resultFileName } from '../../workers/export/batches';

export const RESULTS_DIR = 'combiner-results';

export async function clearResults(): Promise<void> {
  const root = await navigator.storage.getDirectory();
  await root.removeEntry(RESULTS_DIR, { recursive: true }).catch((error: unknown) => {
    if (!(error instanceof DOMException && error.name === 'NotFoundError')) throw error;
  });
}

/** Result `n` as a File, or null when it is not stored (any more). */
export async function readResultFile(n: number): Promise<File | null> {
  try {
    const root = await navigator.storage.getDirectory();
    const dir = await root.getDirectoryHandle(RESULTS_DIR);
    return await (await dir.getFileHandle(resultFileName(n))).getFile();
  } catch {
    return null;
  }
}
