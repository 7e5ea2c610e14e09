// The storage suite, run on the local disk and on a real S3-speaking server (s3rver): objects whole or
// not at all, streamed writes and reads, listing by prefix and age, deletion by prefix, the orphan
// sweep, and an upload batch through the app served back with its owner check.
import { canonicalAddress } from '../auth/canonical-address.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage, type Storage } from './storage.ts';
import { s3Storage } from './s3-storage.ts';
import { sweepOrphans } from './orphan-sweep.ts';
import { startS3Server, TEST_BUCKET } from '../test/s3-server.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedCollection, upload, numbered } from '../test/files-seed.ts';
import { pngBytes } from '../test/images.ts';

type Backend = { storage: Storage; close(): Promise<void> };

const BACKENDS: Array<[string, () => Promise<Backend>]> = [
  [
    'disk',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'tf-storage-'));
      return { storage: diskStorage(dir), close: () => rm(dir, { recursive: true, force: true }) };
    },
  ],
  [
    'S3 (s3rver)',
    async () => {
      const s3 = await startS3Server();
      return { storage: s3Storage(s3.client, TEST_BUCKET), close: () => s3.close() };
    },
  ],
];

async function* chunks(count: number, size: number, fail = false): AsyncIterable<Uint8Array> {
  for (let i = 0; i < count; i++) yield new Uint8Array(size).fill(i % 256);
  if (fail) throw new Error('client went away');
}

const text = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());

describe.each(BACKENDS)('storage on %s', (_name, make) => {
  let backend: Backend;
  let storage: Storage;
  beforeAll(async () => {
    backend = await make();
    storage = backend.storage;
  }, 60_000);
  afterAll(() => backend.close());

  it('puts, gets, opens as a stream, deletes; missing is null', async () => {
    await storage.put('a/b/one.png', pngBytes());
    expect(await storage.get('a/b/one.png')).toEqual(pngBytes());
    const opened = await storage.open('a/b/one.png');
    expect(opened!.size).toBe(pngBytes().length);
    expect(await text(opened!.stream)).toEqual(pngBytes());
    await storage.delete('a/b/one.png');
    expect(await storage.get('a/b/one.png')).toBeNull();
    expect(await storage.open('a/b/one.png')).toBeNull();
    await storage.delete('a/b/one.png');
  });

  it('streams a 20 MB object in (multipart on S3) and counts its bytes', async () => {
    expect(await storage.putStream('big/x.bin', chunks(20, 1024 * 1024))).toBe(20 * 1024 * 1024);
    const opened = await storage.open('big/x.bin');
    expect(opened!.size).toBe(20 * 1024 * 1024);
    const bytes = await text(opened!.stream);
    expect([bytes[0], bytes[1024 * 1024], bytes[bytes.length - 1]]).toEqual([0, 1, 19]);
    await storage.delete('big/x.bin');
  }, 60_000);

  it('a stream that fails half way leaves no object', async () => {
    await expect(storage.putStream('broken/x.bin', chunks(3, 1024 * 1024, true))).rejects.toThrow('client went away');
    expect(await storage.list('broken')).toEqual([]);
  }, 60_000);

  it('a stream that fails before its first byte leaves no object, not even an empty one (20 tries)', async () => {
    // The file being written may open after the failure: it must be closed before it is removed.
    for (let i = 0; i < 20; i++) await expect(storage.putStream(`early/${i}.bin`, chunks(0, 0, true))).rejects.toThrow('client went away');
    expect(await storage.list('early')).toEqual([]);
  }, 60_000);

  it('lists by prefix and by age, and deletes a prefix', async () => {
    for (const key of ['p/1/a.png', 'p/1/b.png', 'p/2/c.png', 'q/d.png']) await storage.put(key, pngBytes());
    expect((await storage.list('p')).sort()).toEqual(['p/1/a.png', 'p/1/b.png', 'p/2/c.png']);
    expect(await storage.list('p/1', { modifiedBefore: new Date(Date.now() - 60_000) })).toEqual([]);
    expect((await storage.list('p/1', { modifiedBefore: new Date(Date.now() + 60_000) })).sort()).toEqual(['p/1/a.png', 'p/1/b.png']);
    await storage.deletePrefix('p/1');
    expect((await storage.list('')).sort()).toEqual(['p/2/c.png', 'q/d.png']);
    await storage.deletePrefix('p');
    await storage.deletePrefix('q');
    expect(await storage.list('')).toEqual([]);
  });

  it('refuses keys that leave their folder', async () => {
    await expect(storage.put('../x.png', pngBytes())).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.put('a//b.png', pngBytes())).rejects.toThrow(/Unsafe storage key/);
  });

  describe('through the app', () => {
    let t: TestApp;
    beforeAll(async () => void (t = await createTestApp({ storage })), 60_000);
    afterAll(() => t.close());

    it('stores an upload batch, serves it to its owner only, and the sweep removes only what no row names', async () => {
      const headers = await t.signIn('stars13ekr4zcnwtg3gxz4y60ymszv0k40vt3vr9qpg0');
      const stranger = await t.signIn('stars1mlksl0rvgl4rlxa8r377kcyfers7nwn4tae6yy');
      const id = await seedCollection(t, 'stars13ekr4zcnwtg3gxz4y60ymszv0k40vt3vr9qpg0');
      const stored = canonicalAddress('stars13ekr4zcnwtg3gxz4y60ymszv0k40vt3vr9qpg0');
      const res = await upload(t, headers, id, numbered(3));
      expect(res.status).toBe(200);
      const served = await t.app.request(`/api/uploads/collections/${stored}/${id}/2.png`, { headers });
      expect(served.status).toBe(200);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(pngBytes());
      expect((await t.app.request(`/api/uploads/collections/${stored}/${id}/2.png`, { headers: stranger })).status).toBe(404);

      await storage.put(`collections/${stored}/${id}/orphan.png`, pngBytes());
      // An object younger than the age limit may belong to an upload still in flight on another process.
      expect(await sweepOrphans(t.db, storage, () => undefined, { modifiedBefore: new Date(Date.now() - 3_600_000) })).toBe(0);
      expect(await sweepOrphans(t.db, storage, () => undefined)).toBe(1);
      expect(await storage.list(`collections/${stored}/${id}`)).toHaveLength(3);
    }, 60_000);
  });
});
