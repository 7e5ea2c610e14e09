// The bytes of uploaded layer images (blob URLs die with the page, so the bytes are what we keep),
// plus the record of the last run, in IndexedDB.
export const IMAGE_DB = 'traitforge-combiner';
export const IMAGE_STORE = 'images';
const RUN_STORE = 'runs';

export interface StoredImage {
  /** The upload as it came. */
  original: Blob;
  /** The working copy: at most LAYER_MAX_PX, recompressed. */
  preview: Blob;
}

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  return (opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(IMAGE_DB, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(IMAGE_STORE);
      request.result.createObjectStore(RUN_STORE);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => ((opening = null), reject(request.error));
  }));
}

async function call<T>(store: string, mode: IDBTransactionMode, act: (s: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await open();
  return new Promise((resolve, reject) => {
    const request = act(db.transaction(store, mode).objectStore(store));
    request.onsuccess = () => resolve(request.result as T);
    request.onerror = () => reject(request.error);
  });
}

export const putImage = (id: string, image: StoredImage) => call<void>(IMAGE_STORE, 'readwrite', (s) => s.put(image, id));
export const getImage = (id: string) => call<StoredImage | undefined>(IMAGE_STORE, 'readonly', (s) => s.get(id));
export const deleteImage = (id: string) => call<void>(IMAGE_STORE, 'readwrite', (s) => s.delete(id));
/** Keys of the last run's record, of its result index while the run is under way and of the mark that it
 * finished: the index is saved every few hundred ms and at the end, and is all that changes after the
 * record, while cloning the whole record (every row, the rarity) into IndexedDB held the main thread
 * 10 ms or more each time, and ten times that on a machine whose cores the workers keep busy. */
const LAST_RUN = 'last';
const LAST_RUN_RESULTS = 'last-results';
const LAST_RUN_COMPLETE = 'last-complete';

/** Saves the whole record; what was saved apart before it is older, so it goes in the same transaction. */
export const putRun = <T>(run: T) =>
  call<void>(RUN_STORE, 'readwrite', (s) => (s.delete(LAST_RUN_RESULTS), s.delete(LAST_RUN_COMPLETE), s.put(run, LAST_RUN)));
/** Saves only the result index of the run under way. */
export const putRunResults = <T>(results: T) => call<void>(RUN_STORE, 'readwrite', (s) => s.put(results, LAST_RUN_RESULTS));
/** Marks the saved run finished, with its final result index: its rows and plan were saved when it began. */
export const putRunComplete = <T>(results: T) =>
  call<void>(RUN_STORE, 'readwrite', (s) => (s.put(results, LAST_RUN_RESULTS), s.put(true, LAST_RUN_COMPLETE)));
/** The last run's record, with the latest result index and the finished mark saved apart, if any. */
export async function getRun<T extends { results?: unknown; complete?: boolean }>(): Promise<T | undefined> {
  const [run, results, complete] = await Promise.all([
    call<T | undefined>(RUN_STORE, 'readonly', (s) => s.get(LAST_RUN)),
    call<T['results'] | undefined>(RUN_STORE, 'readonly', (s) => s.get(LAST_RUN_RESULTS)),
    call<boolean | undefined>(RUN_STORE, 'readonly', (s) => s.get(LAST_RUN_COMPLETE)),
  ]);
  if (!run) return run;
  return { ...run, ...(results ? { results } : {}), ...(complete ? { complete: true } : {}) };
}
export const deleteRun = () =>
  call<void>(RUN_STORE, 'readwrite', (s) => (s.delete(LAST_RUN_RESULTS), s.delete(LAST_RUN_COMPLETE), s.delete(LAST_RUN)));
