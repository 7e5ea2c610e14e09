// Files and traits on a real server over loopback (createApp + @hono/node-server, in-memory PGlite):
// uploading 1 000 small images the way the screen does (batches of 15, 3 at a time), and batch
// assignment over 10 000 files in chunks of 100 (one request and one transaction per chunk).
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '../server/test/test-app.ts';
import { pngBytes } from '../server/test/images.ts';
import type { Db } from '../server/db/client.ts';
import { report } from './report.ts';

const UPLOADS = 1_000;
const BATCH = 15;
const PARALLEL = 3;
const ASSIGN_FILES = 10_000;
const CHUNK = 100;
const OWNER = 'stars1benchfilesowner';

const t = await createTestApp();
const counts = { transactions: 0, queries: 0 };
const db: Db = t.deps.db;
t.deps.db = {
  ...db,
  query: (sql, params) => (counts.queries++, db.query(sql, params)),
  transaction: (fn) => (counts.transactions++, db.transaction(fn)),
};
const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
const headers = await t.signIn(OWNER);
await db.query("INSERT INTO borrows (lender, recipient, credits, created_at) VALUES ('stars1lender', $1, 20000, now())", [OWNER]);
const collection = async (name: string) =>
  Number(
    (
      await db.query<{ id: number }>('INSERT INTO collections (owner, name, created_at) VALUES ($1, $2, now()) RETURNING id', [OWNER, name])
    )[0]!.id,
  );

async function uploadAll(collectionId: number) {
  const image = pngBytes(16, 16);
  const batches = Array.from({ length: Math.ceil(UPLOADS / BATCH) }, (_, b) =>
    Array.from({ length: Math.min(BATCH, UPLOADS - b * BATCH) }, (_, i) => b * BATCH + i + 1),
  );
  let next = 0;
  const lane = async () => {
    while (next < batches.length) {
      const form = new FormData();
      form.set('collectionId', String(collectionId));
      for (const n of batches[next++]!)
        form.append('files[]', new File([image as Uint8Array<ArrayBuffer>], `${n}.png`, { type: 'image/png' }));
      const res = await fetch(`${base}/upload_file.php`, { method: 'POST', headers, body: form });
      if (!res.ok) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
    }
  };
  const before = counts.transactions;
  const start = performance.now();
  await Promise.all(Array.from({ length: PARALLEL }, lane));
  return { ms: performance.now() - start, requests: batches.length, transactions: counts.transactions - before };
}

async function assignAll(collectionId: number) {
  await db.query(
    `INSERT INTO files (collection_id, file_name, storage_key, content_type, size, created_at)
     SELECT $1, g || '.png', 'unused', 'image/png', 1, now() FROM generate_series(1, $2::int) g`,
    [collectionId, ASSIGN_FILES],
  );
  const [trait] = await db.query<{ id: number }>(
    "INSERT INTO traits (collection_id, trait_name, created_at) VALUES ($1, 'Mood', now()) RETURNING id",
    [collectionId],
  );
  const [value] = await db.query<{ id: number }>("INSERT INTO trait_values (trait_id, value) VALUES ($1, 'Happy') RETURNING id", [
    trait!.id,
  ]);
  const ids = (await db.query<{ id: number }>('SELECT id FROM files WHERE collection_id = $1 ORDER BY id', [collectionId])).map((r) =>
    Number(r.id),
  );
  const before = { ...counts };
  const start = performance.now();
  let requests = 0;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const assignments = ids.slice(i, i + CHUNK).map((file_id) => ({ file_id, value_id: Number(value!.id) }));
    const res = await fetch(`${base}/trait_to_file.php`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ assignments }),
    });
    requests++;
    const body = (await res.json()) as { successful: number };
    if (body.successful !== assignments.length) throw new Error(`batch assigned ${body.successful} of ${assignments.length}`);
  }
  const ms = performance.now() - start;
  return { ms, requests, transactions: counts.transactions - before.transactions };
}

const upload = await uploadAll(await collection('Upload bench'));
const assign = await assignAll(await collection('Assign bench'));
server.close();
await t.close();

const figures = {
  upload: {
    files: UPLOADS,
    batch: BATCH,
    parallel: PARALLEL,
    requests: upload.requests,
    transactions: upload.transactions,
    ms: Math.round(upload.ms),
    filesPerSecond: Math.round((UPLOADS / upload.ms) * 1000),
  },
  batchAssign: {
    files: ASSIGN_FILES,
    chunk: CHUNK,
    requests: assign.requests,
    transactions: assign.transactions,
    ms: Math.round(assign.ms),
    filesPerSecond: Math.round((ASSIGN_FILES / assign.ms) * 1000),
    msPerChunk: Math.round((assign.ms / assign.requests) * 10) / 10,
  },
};
report('files', figures, [
  {
    task: `upload ${UPLOADS} PNGs (16x16)`,
    requests: upload.requests,
    transactions: upload.transactions,
    ms: figures.upload.ms,
    'files/s': figures.upload.filesPerSecond,
  },
  {
    task: `assign over ${ASSIGN_FILES} files`,
    requests: assign.requests,
    transactions: assign.transactions,
    ms: figures.batchAssign.ms,
    'files/s': figures.batchAssign.filesPerSecond,
  },
]);
