// A folder export that did not finish (cancelled, failed, or the page closed mid-way): its folder is kept
// in IndexedDB (a folder handle is storable) until it finishes or the artist decides, so the next visit
// can say so and offer to remove exactly the files it wrote (folder-marker.ts), or to keep them.
import { openDatabase } from '@/lib/indexed-db';
import { dropMarker, readMarker, removeMarked, writtenOf } from './folder-marker';
import { setExport, useExportStore } from './export-store';
import { failedOutcome } from './outcome';

const DATABASE = 'traitforge-folder-export';
const STORE = 'unfinished';
const KEY = 'last';

export interface UnfinishedFolder {
  root: FileSystemDirectoryHandle;
  /** How many files the unfinished export wrote. */
  written: number;
  /** Why it did not finish, as the notice says it. */
  why: 'cancelled' | 'stopped' | 'interrupted';
}

const database = () => openDatabase(DATABASE, 1, (db) => db.createObjectStore(STORE));

async function request<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const store = (await database()).transaction(STORE, mode).objectStore(STORE);
  return new Promise((resolve, reject) => {
    const call = act(store);
    call.onsuccess = () => resolve(call.result);
    call.onerror = () => reject(call.error);
  });
}

export const rememberFolder = (root: FileSystemDirectoryHandle) => request('readwrite', (store) => store.put(root, KEY));
export const forgetFolder = () => request('readwrite', (store) => store.delete(KEY));

/** Shows the notice for an unfinished export into `root`, if its marker is there. */
export async function showUnfinished(root: FileSystemDirectoryHandle, why: UnfinishedFolder['why']): Promise<void> {
  const marker = await readMarker(root);
  if (!marker) return void forgetFolder();
  setExport({ unfinished: { root, written: (await writtenOf(root, marker)).length, why } });
}

/** On a visit: an export the page was closed during is named, with the offer to remove what it wrote. */
export async function findUnfinished(): Promise<void> {
  const root = await request<FileSystemDirectoryHandle | undefined>('readonly', (store) => store.get(KEY)).catch(() => undefined);
  if (!root || useExportStore.getState().busy === 'folder') return;
  // Reading the folder again needs the permission the picker gave; without it, the notice waits for a click.
  const permitted = await (root as unknown as { queryPermission?: (o: object) => Promise<string> })
    .queryPermission?.({ mode: 'readwrite' })
    .catch(() => 'prompt');
  if (permitted === undefined || permitted === 'granted') await showUnfinished(root, 'interrupted').catch(() => undefined);
}

async function permit(root: FileSystemDirectoryHandle): Promise<void> {
  const ask = (root as unknown as { requestPermission?: (o: object) => Promise<string> }).requestPermission;
  if (ask && (await ask.call(root, { mode: 'readwrite' })) !== 'granted') throw new Error('the folder was not opened for writing');
}

/** "Remove the files it wrote": exactly the files the marker names that are there, then the marker. */
export async function removeUnfinished(): Promise<void> {
  const unfinished = useExportStore.getState().unfinished;
  if (!unfinished) return;
  try {
    await permit(unfinished.root);
    const marker = await readMarker(unfinished.root);
    const removed = marker ? await removeMarked(unfinished.root, marker) : 0;
    await forgetFolder();
    const files = removed === 1 ? '1 file' : `${removed} files`;
    setExport({ unfinished: null, outcome: { ok: true, text: `Removed the ${files} the unfinished export wrote`, problems: [] } });
  } catch (error) {
    setExport({ outcome: failedOutcome('Removing the files', error) });
  }
}

/** "Keep them": the files stay, the marker and the notice go. */
export async function keepUnfinished(): Promise<void> {
  const unfinished = useExportStore.getState().unfinished;
  if (!unfinished) return;
  await permit(unfinished.root).then(
    () => dropMarker(unfinished.root),
    () => undefined,
  );
  await forgetFolder();
  setExport({ unfinished: null });
}
