// The pinning service's key the artist typed: held in this tab's memory only, unless they choose
// "remember on this device"; then it is stored encrypted (AES-GCM) with a key WebCrypto made
// non-extractable, both in IndexedDB, so the stored bytes alone reveal nothing and the script can use
// the key but never read it. It goes only to the pinning service: never to our server, never to a log.
// "Forget key" removes it from memory and from the device.
import { openDatabase } from '@/lib/indexed-db';
import { setLaunch, useLaunchStore } from './launch-store';

const DB = 'traitforge-launch-keys';
const STORE = 'keys';

const db = () => openDatabase(DB, 1, (d) => d.createObjectStore(STORE));

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const tx = (await db()).transaction(STORE, mode);
  const request = act(tx.objectStore(STORE));
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve(request.result as T);
    tx.onerror = () => reject(tx.error);
  });
}

interface Stored {
  key: CryptoKey;
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

export const pinningKey = () => useLaunchStore.getState().pinningKey;
export const setPinningKey = (key: string) => setLaunch({ pinningKey: key.trim() });

export async function rememberPinningKey(service: string): Promise<void> {
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(pinningKey()));
  await run('readwrite', (store) => store.put({ key, iv, data } satisfies Stored, service));
}

/** The key remembered on this device, put back in memory; empty when there is none. */
export async function recallPinningKey(service: string): Promise<string> {
  const stored = await run<Stored | undefined>('readonly', (store) => store.get(service)).catch(() => undefined);
  if (!stored) return '';
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: stored.iv }, stored.key, stored.data);
  const key = new TextDecoder().decode(plain);
  setPinningKey(key);
  return key;
}

export async function forgetPinningKey(service: string): Promise<void> {
  setPinningKey('');
  await run('readwrite', (store) => store.delete(service));
}
