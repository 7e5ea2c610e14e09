// Two real server processes, each with a data folder of its own, sharing one PostgreSQL database and
// one S3 bucket (s3rver): a file uploaded through one is served byte for byte by the other, and a file
// deleted through one is gone from the other and from the bucket. Nothing lands on either local disk.
// Needs a PostgreSQL server (PGlite belongs to one process): run through scripts/with-postgres.sh.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBech32 } from '@cosmjs/encoding';
import { postgresDb, type Db } from './client.ts';
import { createPostgresDatabase } from '../test/test-database.ts';
import { pngBytes } from '../test/images.ts';
import { S3RVER_CREDENTIALS, TEST_BUCKET, startS3Server } from '../test/s3-server.ts';
import { canonicalAddress } from '../auth/canonical-address.ts';
import { freePort, insertSession, startAppProcess, stopAppProcess, waitUntilUp, type AppProcess } from '../test/app-process.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const MB = 1024 * 1024;

/** A real PNG padded past one 8 MB part, so the store receives it as a multipart upload. */
const bigPng = () => new Uint8Array([...pngBytes(5, 5), ...randomBytes(9 * MB)]);

function uploadForm(collectionId: number, name: string, bytes: Uint8Array): FormData {
  const form = new FormData();
  form.set('collectionId', String(collectionId));
  form.append('files[]', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'image/png' }));
  return form;
}

describe.skipIf(!serverUrl)(
  'two server processes on one PostgreSQL and one S3 bucket (skipped: set TEST_DATABASE_URL, e.g. bash scripts/with-postgres.sh npx vitest run --project server)',
  () => {
    let database: { url: string; drop(): Promise<void> };
    let db: Db;
    let s3: Awaited<ReturnType<typeof startS3Server>>;
    const dataDirs: string[] = [];
    let a: AppProcess | undefined;
    let b: AppProcess | undefined;
    const owner = toBech32('stars', randomBytes(20));
    let headers: Record<string, string>;
    let collectionId: number;

    const objectKeys = async () =>
      ((await s3.client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET }))).Contents ?? []).map((o) => o.Key!).sort();
    const localFiles = async () =>
      (await Promise.all(dataDirs.map((d) => readdir(join(d, 'uploads'), { recursive: true }).catch(() => [])))).flat();

    beforeAll(async () => {
      [database, s3] = await Promise.all([createPostgresDatabase(serverUrl!), startS3Server()]);
      // Nothing listens on this port: the indexer fails and holdings count 0 (1 collection, 100 files).
      const closedPort = await freePort();
      const shared = {
        DATABASE_URL: database.url,
        DATABASE_POOL_SIZE: '4',
        SESSION_SECRET: randomBytes(32).toString('hex'),
        STORAGE_URL: s3.storageUrl,
        AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
        INDEXER_URL: `http://127.0.0.1:${closedPort}/graphql`,
        INDEXER_TIMEOUT_MS: '500',
      };
      const start = async () => {
        const dataDir = await mkdtemp(join(tmpdir(), 'tf-s3-proc-'));
        dataDirs.push(dataDir);
        return startAppProcess(await freePort(), { ...shared, DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-spa') });
      };
      a = await start();
      b = await start();
      await Promise.all([waitUntilUp(a), waitUntilUp(b)]);
      db = postgresDb(database.url, { poolSize: 2 });
      headers = await insertSession(db, canonicalAddress(owner));
      const cover = new FormData();
      cover.set('name', 'Shared bucket');
      cover.set('coverPhoto', new File([pngBytes(3, 3) as Uint8Array<ArrayBuffer>], 'cover.png', { type: 'image/png' }));
      const added = await fetch(`${a.base}/api/add_collection.php`, { method: 'POST', headers, body: cover });
      expect(added.status, await added.clone().text()).toBe(200);
      collectionId = ((await added.json()) as { collection: { id: number } }).collection.id;
    }, 120_000);

    afterAll(async () => {
      await Promise.all([stopAppProcess(a), stopAppProcess(b)]);
      await db?.close();
      await database?.drop();
      await s3?.close();
      await Promise.all(dataDirs.map((d) => rm(d, { recursive: true, force: true })));
    });

    it('serves through one process, byte for byte, a file uploaded through the other', async () => {
      const bytes = bigPng();
      const uploaded = await fetch(`${a!.base}/api/upload_file.php`, {
        method: 'POST',
        headers,
        body: uploadForm(collectionId, '1.png', bytes),
      });
      expect(uploaded.status, await uploaded.clone().text()).toBe(200);

      const listed = (await (await fetch(`${b!.base}/api/get_files.php?collectionId=${collectionId}`, { headers })).json()) as {
        files: Array<{ name: string }>;
      };
      expect(listed.files.map((f) => f.name)).toEqual(['1.png']);
      const served = await fetch(`${b!.base}/api/uploads/collections/${owner}/${collectionId}/1.png`, { headers });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

      const [row] = await db.query<{ storage_key: string }>('SELECT storage_key FROM files WHERE collection_id = $1', [collectionId]);
      expect(await objectKeys()).toContain(row!.storage_key);
      expect(await localFiles()).toEqual([]);
    });

    it('answers 404 on one process for a file deleted through the other, and the bucket no longer holds it', async () => {
      const bytes = pngBytes(7, 7);
      expect(
        (await fetch(`${b!.base}/api/upload_file.php`, { method: 'POST', headers, body: uploadForm(collectionId, '2.png', bytes) })).status,
      ).toBe(200);
      const url = (server: AppProcess) => `${server.base}/api/uploads/collections/${owner}/${collectionId}/2.png`;
      const before = await fetch(url(a!), { headers });
      expect(Buffer.from(await before.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
      const [row] = await db.query<{ storage_key: string }>('SELECT storage_key FROM files WHERE file_name = $1', ['2.png']);

      const deleted = await fetch(`${b!.base}/api/delete_file.php`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ collectionId, fileName: '2.png' }),
      });
      expect(await deleted.json()).toEqual({ success: true, message: 'File deleted successfully' });
      const after = await fetch(url(a!), { headers });
      expect(after.status).toBe(404);
      expect(await after.json()).toMatchObject({ success: false, error: 'Not found' });
      expect(await objectKeys()).not.toContain(row!.storage_key);
      // The other file is untouched on both.
      for (const server of [a!, b!])
        expect((await fetch(`${server.base}/api/uploads/collections/${owner}/${collectionId}/1.png`, { headers })).status).toBe(200);
    });
  },
);
