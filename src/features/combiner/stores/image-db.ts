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
export const putRun = <T>(run: T) => call<void>(RUN_STORE, 'readwrite', (s) => s.put(run, 'last'));
export const getRun = <T>() => call<T | undefined>(RUN_STORE, 'readonly', (s) => s.get('last'));
export const deleteRun = () => call<void>(RUN_STORE, 'readwrite', (s) => s.delete('last'));
