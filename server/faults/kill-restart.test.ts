// A server killed (SIGKILL) in the middle of an upload batch and of a batch assignment, restarted on
// the same data folder: no partial rows, no orphan files, every earlier row intact.
import { canonicalAddress } from '../auth/canonical-address.ts';
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Db } from '../db/client.ts';
import { pngBytes } from '../test/images.ts';
import { kill, signInByEmail, startServer, type Server } from './fault-server.ts';

let dataDir: string;
let server: Server | undefined;
beforeAll(async () => void (dataDir = await mkdtemp(join(tmpdir(), 'tf-faults-'))));
afterAll(async () => {
  if (server) await kill(server);
  await rm(dataDir, { recursive: true, force: true });
});

/** A real PNG followed by padding: slow enough to write that a kill lands mid-batch. */
const heavyPng = () => new Uint8Array([...pngBytes(8, 8), ...new Uint8Array(4 * 1024 * 1024)]);

function uploadBody(collectionId: number, names: string[], bytes: () => Uint8Array): FormData {
  const form = new FormData();
  form.set('collectionId', String(collectionId));
  for (const name of names) form.append('files[]', new File([bytes() as Uint8Array<ArrayBuffer>], name, { type: 'image/png' }));
  return form;
}

async function filesOnDisk(): Promise<string[]> {
  // A scan racing a rename can fail; the next one sees a settled folder.
  const scan = () => readdir(join(dataDir, 'uploads'), { recursive: true, withFileTypes: true });
  const entries = await scan().catch(scan);
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(join(dataDir, 'uploads').length + 1))
    .sort();
}

async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openPglite(join(dataDir, 'db'));
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

describe('SIGKILL mid-write, then restart on the same data folder', () => {
  it('leaves whole batches or nothing, no orphan files, and every earlier row', { timeout: 240_000 }, async () => {
    server = await startServer(dataDir);
    const headers = await signInByEmail(server, 'crash@example.com');
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${server!.base}/api/${path}`, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
    const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

    const cover = new FormData();
    cover.set('name', 'Crash test');
    cover.set('coverPhoto', new File([pngBytes(3, 3) as Uint8Array<ArrayBuffer>], 'c.png', { type: 'image/png' }));
    const { collection } = (await (await api('add_collection.php', { method: 'POST', body: cover })).json()) as {
      collection: { id: number };
    };
    const first = await api('upload_file.php', {
      method: 'POST',
      body: uploadBody(collection.id, ['1.png', '2.png', '3.png', '4.png', '5.png'], () => pngBytes()),
    });
    expect(first.status).toBe(200);
    const { trait } = (await (await api('add_main_trait.php', json({ collection_id: collection.id, trait_name: 'Eyes' }))).json()) as {
      trait: { id: number };
    };
    const { value } = (await (await api('add_trait_value.php', json({ main_trait_id: trait.id, value: 'Laser' }))).json()) as {
      value: { id: number };
    };
    const ids = ((await (await api(`get_files.php?collectionId=${collection.id}`)).json()) as { files: Array<{ id: number }> }).files.map(
      (f) => f.id,
    );
    expect((await api('trait_to_file.php', json({ file_id: ids[0], value_id: value.id }))).status).toBe(200);
    const before = await filesOnDisk();
    expect(before).toHaveLength(6);

    // Kill the moment the batch's first file appears in the folder: its rows are not committed yet.
    const [owner] = await readdir(join(dataDir, 'uploads', 'collections'));
    const folder = join(dataDir, 'uploads', 'collections', canonicalAddress(owner!), String(collection.id));
    const running = server;
    // A separate, idle process watches the folder so the kill lands within a millisecond of the first
    // write; it acts only on an event for a file that exists (a directory event alone proves nothing).
    const watcher = spawn(process.execPath, [
      '-e',
      `const fs = require('fs'); fs.watch(${JSON.stringify(folder)}, (_, name) => { if (!name || !/\\.(png|partial)$/.test(name) || !fs.existsSync(require('path').join(${JSON.stringify(folder)}, name))) return; process.kill(-${running.child.pid}, 'SIGKILL'); process.exit(0); }); setTimeout(() => {}, 60000);`,
    ]);
    await new Promise((r) => setTimeout(r, 300));
    const names = Array.from({ length: 15 }, (_, i) => `${i + 10}.png`);
    const pending = api('upload_file.php', { method: 'POST', body: uploadBody(collection.id, names, heavyPng) }).catch(() => null);
    const answered = await Promise.race([
      new Promise((r) => running.child.once('exit', () => r(null))),
      pending.then(async (res) => res && `${res.status} ${await res.text()}`),
    ]);
    watcher.kill();
    expect(answered).toBeNull();
    await kill(running);
    expect(await pending).toBeNull();

    server = await startServer(dataDir);
    // The session row survived the crash: the same cookie still signs the user in.
    const again = headers;
    const list = async (h: Record<string, string>) =>
      (
        (await (await fetch(`${server!.base}/api/get_files.php?collectionId=${collection.id}`, { headers: h })).json()) as {
          files: Array<{ id: number; file_name: string }>;
        }
      ).files;
    expect((await list(again)).map((f) => f.file_name)).toEqual(['1.png', '2.png', '3.png', '4.png', '5.png']);
    expect(await filesOnDisk()).toEqual(before);

    // A batch assignment killed right after it was sent: all of it or none of it.
    const assign = fetch(`${server.base}/api/trait_to_file.php`, {
      method: 'POST',
      headers: { ...again, 'content-type': 'application/json' },
      body: JSON.stringify({ assignments: ids.slice(1).map((id) => ({ file_id: id, value_id: value.id })) }),
    }).catch(() => null);
    await new Promise((r) => setTimeout(r, 15));
    await kill(server);
    await assign;

    server = await startServer(dataDir);

    const assigned = (
      (await (await fetch(`${server.base}/api/get_assigned_traits.php?collectionId=${collection.id}`, { headers: again })).json()) as {
        assignments: Array<{ file_id: number }>;
      }
    ).assignments;
    expect([1, 5]).toContain(assigned.length);
    expect(assigned.map((a) => a.file_id)).toContain(ids[0]);
    expect(await list(again)).toHaveLength(5);
    await kill(server, 'SIGTERM');
    server = undefined;

    await withDb(async (db) => {
      const rows = await db.query<{ storage_key: string }>('SELECT storage_key FROM files ORDER BY storage_key');
      const covers = await db.query<{ cover_key: string }>('SELECT cover_key FROM collections');
      expect([...rows.map((r) => r.storage_key), ...covers.map((c) => c.cover_key)].sort()).toEqual(await filesOnDisk());
      expect(await db.query('SELECT count(*)::int AS n FROM traits')).toEqual([{ n: 1 }]);
      expect(await db.query('SELECT count(*)::int AS n FROM trait_values')).toEqual([{ n: 1 }]);
    });
  });
});
