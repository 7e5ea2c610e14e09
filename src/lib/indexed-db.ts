// One open connection per IndexedDB database for the page's lifetime (opening one per call costs a
// round trip each time); a failed open is forgotten so that the next call tries again.
const connections = new Map<string, Promise<IDBDatabase>>();

/** The database `name` at `version`, created with `upgrade` when it is new or older. */
export function openDatabase(name: string, version: number, upgrade: (db: IDBDatabase) => void): Promise<IDBDatabase> {
  let opening = connections.get(name);
  if (!opening) {
    opening = new Promise((resolve, reject) => {
      const request = indexedDB.open(name, version);
      request.onupgradeneeded = () => upgrade(request.result);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => (connections.delete(name), reject(request.error));
    });
    connections.set(name, opening);
  }
  return opening;
}
