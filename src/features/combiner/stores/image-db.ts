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
/** Keys of the last run's record, and of its result index while the run is under way: the index is saved
 * every few hundred ms and is all that changes, while cloning the whole record (every row, the rarity)
 * into IndexedDB held the main thread 10 ms or more each time, and several times that on a busy machine. */
const LAST_RUN = 'last';
const LAST_RUN_RESULTS = 'last-results';

/** Saves the whole record; an index saved apart before it is older, so it goes in the same transaction. */
export const putRun = <T>(run: T) => call<void>(RUN_STORE, 'readwrite', (s) => (s.delete(LAST_RUN_RESULTS), s.put(run, LAST_RUN)));
/** Saves only the result index of the run under way. */
export const putRunResults = <T>(results: T) => call<void>(RUN_STORE, 'readwrite', (s) => s.put(results, LAST_RUN_RESULTS));
/** The last run's record, with the latest result index saved apart, if any. */
export async function getRun<T extends { results?: unknown }>(): Promise<T | undefined> {
  const [run, results] = await Promise.all([
    call<T | undefined>(RUN_STORE, 'readonly', (s) => s.get(LAST_RUN)),
    call<T['results'] | undefined>(RUN_STORE, 'readonly', (s) => s.get(LAST_RUN_RESULTS)),
  ]);
  return run && results ? { ...run, results } : run;
}
export const deleteRun = () => call<void>(RUN_STORE, 'readwrite', (s) => (s.delete(LAST_RUN_RESULTS), s.delete(LAST_RUN)));
