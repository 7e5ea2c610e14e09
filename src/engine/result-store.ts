// Main-thread access to the generated images in the origin-private file system (the compose workers
// write them): clear before a run, read one result when a download needs it, and the cards' URLs (made by
// the result reader worker).
import { resultSlice } from '@core/compose/result-slice';
import { locateAnimation, locateResult, locateVideo, type ResultIndex } from './result-index';
import type { AnimationFile } from '@core/animation/animation-format';
import type { ResultLocation, ResultReaderApi } from '@core/protocol';
import { RESULT_URLS_KEPT } from '../config/constants';
import { ResultUrls } from './result-urls';
import { startWorker, type WorkerBridge } from './worker-bridge';

export const RESULTS_DIR = 'combiner-results';

/** Pack files as the main thread last opened them; a new run makes new ones. */
let packFiles = new Map<string, Promise<File>>();
/** The results folder, opened once (fetching it cost each read as much as its slice). */
let folder: Promise<FileSystemDirectoryHandle> | null = null;

let reader: WorkerBridge<ResultReaderApi> | null = null;
const readerApi = () =>
  (reader ??= startWorker<ResultReaderApi>(
    () => new Worker(new URL('../../workers/result-reader.worker.ts', import.meta.url), { type: 'module' }),
  )).remote;

/** The cards' image URLs. */
export const resultUrls = new ResultUrls(
  {
    urls: (locations) => readerApi().urls(RESULTS_DIR, locations),
    revoke: (urls) => void readerApi().revoke(urls),
    forget: () => void reader?.remote.forget(),
  },
  RESULT_URLS_KEPT,
);

export async function clearResults(): Promise<void> {
  packFiles = new Map();
  folder = null;
  resultUrls.forget();
  const root = await navigator.storage.getDirectory();
  await root.removeEntry(RESULTS_DIR, { recursive: true }).catch((error: unknown) => {
    if (!(error instanceof DOMException && error.name === 'NotFoundError')) throw error;
  });
}

/** Result `n` as a PNG Blob, or null when it is not stored (any more). */
export const readResult = (index: ResultIndex, n: number) => readStored(locateResult(index, n));

/** Result `n`'s animation (an animated run's GIF), or null. */
export const readAnimation = (index: ResultIndex, n: number) => readStored(locateAnimation(index, n));

/** Result `n`'s animation file `file`: its GIF, or its video (an MP4 or a WebM), or null. */
export const readAnimationFile = (index: ResultIndex, n: number, file: AnimationFile) =>
  file === 'gif' ? readAnimation(index, n) : readStored(locateVideo(index, n));

async function readStored(where: ResultLocation | null): Promise<Blob | null> {
  if (!where) return null;
  try {
    folder ??= navigator.storage.getDirectory().then((root) => root.getDirectoryHandle(RESULTS_DIR));
    const blob = await resultSlice(await folder, packFiles, where);
    // A slice of a file that is gone fails only when read; a one-byte probe tells now.
    await blob.slice(0, 1).arrayBuffer();
    return blob;
  } catch {
    packFiles.delete(where.pack);
    folder = null;
    return null;
  }
}
