// The bytes of uploaded layer images (blob URLs die with the page, so the bytes are what we keep),
// plus the record of the last run, in IndexedDB.
import type { ResultIndex } from '@/engine/result-index';
import { withParts, type IndexParts, type IndexSegment } from '@/engine/result-index-parts';
import { openDatabase } from '@/lib/indexed-db';

export const IMAGE_DB = 'traitforge-combiner';
export const IMAGE_STORE = 'images';
const RUN_STORE = 'runs';

export interface StoredImage {
  /** The upload as it came. */
  original: Blob;
  /** The working copy: at most LAYER_MAX_PX, recompressed. */
  preview: Blob;
}

const open = () =>
  openDatabase(IMAGE_DB, 1, (db) => {
    db.createObjectStore(IMAGE_STORE);
    db.createObjectStore(RUN_STORE);
  });

async function call<T>(store: string, mode: IDBTransactionMode, act: (s: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await open();
  return new Promise((resolve, reject) => {
    const request = act(db.transaction(store, mode).objectStore(store));
    request.onsuccess = () => resolve(request.result as T);
    request.onerror = () => reject(request.error);
  });
}

export const putImage = (id: string, image: StoredImage) => call<void>(IMAGE_STORE, 'readwrite', (s) => s.put(image, id));
/** Several images in one transaction: a transaction per image of a 30-image upload costs a round trip each. */
export async function putImages(images: ReadonlyArray<readonly [string, StoredImage]>): Promise<void> {
  if (!images.length) return;
  const db = await open();
  await new Promise<void>((resolve, reject) => {
    const transaction = db.transaction(IMAGE_STORE, 'readwrite');
    const store = transaction.objectStore(IMAGE_STORE);
    for (const [id, image] of images) store.put(image, id);
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}
/** Several images read in one transaction, in the order of `ids` (undefined where one is missing). */
export async function getImages(ids: readonly string[]): Promise<Array<StoredImage | undefined>> {
  const db = await open();
  const store = db.transaction(IMAGE_STORE, 'readonly').objectStore(IMAGE_STORE);
  return Promise.all(
    ids.map(
      (id) =>
        new Promise<StoredImage | undefined>((resolve, reject) => {
          const request = store.get(id);
          request.onsuccess = () => resolve(request.result as StoredImage | undefined);
          request.onerror = () => reject(request.error);
        }),
    ),
  );
}
export const getImage = (id: string) => call<StoredImage | undefined>(IMAGE_STORE, 'readonly', (s) => s.get(id));
export const deleteImage = (id: string) => call<void>(IMAGE_STORE, 'readwrite', (s) => s.delete(id));
/** Keys of the last run's record, of the parts of its result index saved while it ran (result-index-parts.ts)
 * and of the mark that it finished: only the index changes after the record is saved, and cloning the
 * whole record (every row, the rarity) or even the whole index into IndexedDB held the main thread for
 * 10 ms or more each time, and ten times that on a machine whose cores the workers keep busy. */
const LAST_RUN = 'last';
/** The whole index of a run in progress, as an earlier version saved it. */
const LAST_RUN_RESULTS = 'last-results';
const LAST_RUN_COMPLETE = 'last-complete';
/** The finished run's look-alike prints (run/kept-prints.ts): saved whole once it finishes and after each
 * edit, cleared with every save of its record, so that they never outlive the images they were made of. */
const LAST_RUN_PRINTS = 'last-prints';
const PARTS_PREFIX = 'last-results/';
const PACKS_KEY = `${PARTS_PREFIX}packs`;
const partsRange = () => IDBKeyRange.bound(PARTS_PREFIX, `${PARTS_PREFIX}\uffff`);

function clearSaved(s: IDBObjectStore): void {
  s.delete(partsRange());
  s.delete(LAST_RUN_RESULTS);
  s.delete(LAST_RUN_COMPLETE);
  s.delete(LAST_RUN_PRINTS);
}

function putParts(s: IDBObjectStore, parts: IndexParts): IDBRequest {
  for (const [segment, entries] of parts.segments) s.put(entries, `${PARTS_PREFIX}${segment}`);
  return s.put(parts.packs, PACKS_KEY);
}

/** Saves the whole record; what was saved apart before it is older, so it goes in the same transaction. */
export const putRun = <T>(run: T) => call<void>(RUN_STORE, 'readwrite', (s) => (clearSaved(s), s.put(run, LAST_RUN)));
/** Saves parts of the result index of the run under way. */
export const putRunParts = (parts: IndexParts) => call<void>(RUN_STORE, 'readwrite', (s) => putParts(s, parts));
/** Marks the saved run finished, with the last parts of its index: its rows and plan were saved when it began. */
export const putRunComplete = (parts: IndexParts) =>
  call<void>(RUN_STORE, 'readwrite', (s) => (putParts(s, parts), s.put(true, LAST_RUN_COMPLETE)));

export const putRunPrints = <T>(prints: T) => call<void>(RUN_STORE, 'readwrite', (s) => s.put(prints, LAST_RUN_PRINTS));
export const getRunPrints = <T>() => call<T | undefined>(RUN_STORE, 'readonly', (s) => s.get(LAST_RUN_PRINTS));

async function savedParts(): Promise<IndexParts | null> {
  const [keys, values] = await Promise.all([
    call<IDBValidKey[]>(RUN_STORE, 'readonly', (s) => s.getAllKeys(partsRange())),
    call<unknown[]>(RUN_STORE, 'readonly', (s) => s.getAll(partsRange())),
  ]);
  const parts: IndexParts = { packs: [], segments: new Map() };
  keys.forEach((key, i) => {
    const name = String(key).slice(PARTS_PREFIX.length);
    if (key === PACKS_KEY) parts.packs = values[i] as string[];
    else parts.segments.set(Number(name), values[i] as IndexSegment);
  });
  return keys.length ? parts : null;
}

/** The last run's record, with the parts of its index and the finished mark saved apart, if any. */
export async function getRun<T extends { results?: ResultIndex; complete?: boolean }>(): Promise<T | undefined> {
  const [run, whole, parts, complete] = await Promise.all([
    call<T | undefined>(RUN_STORE, 'readonly', (s) => s.get(LAST_RUN)),
    call<ResultIndex | undefined>(RUN_STORE, 'readonly', (s) => s.get(LAST_RUN_RESULTS)),
    savedParts(),
    call<boolean | undefined>(RUN_STORE, 'readonly', (s) => s.get(LAST_RUN_COMPLETE)),
  ]);
  if (!run) return run;
  const base = whole ?? run.results;
  const results = base && parts ? withParts(base, parts) : base;
  return { ...run, ...(results ? { results } : {}), ...(complete ? { complete: true } : {}) };
}
export const deleteRun = () => call<void>(RUN_STORE, 'readwrite', (s) => (clearSaved(s), s.delete(LAST_RUN)));
