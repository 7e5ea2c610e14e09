import { canonicalAddress } from '../auth/canonical-address.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createTestApp, jsonRequest, type TestApp } from '../test/test-app.ts';
import { gifBytes, pngBytes } from '../test/images.ts';
import { numbered, seedCollection, upload } from '../test/files-seed.ts';
import { collectionDetailsSchema, filesResponseSchema, ownershipResponseSchema, uploadAnswerSchema } from '../contract/files.ts';

let t: TestApp;
let alice: Record<string, string>;
let bob: Record<string, string>;
const ALICE = 'stars1z33qwcxj05fc596vl8xy5p5zjfyeta8cm48t2n';
const BOB = 'stars1lashsudkngdulg745gjf7d27nxgc0egu7895d7';

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signIn(ALICE);
  bob = await t.signIn(BOB);
});
afterAll(() => t.close());

const filesOnDisk = async (collectionId: number, owner = ALICE) =>
  (await readdir(join(t.uploadsDir, 'collections', canonicalAddress(owner), String(collectionId))).catch(() => [])).sort();
const rowCount = async (collectionId: number) =>
  Number((await t.db.query<{ n: number }>('SELECT count(*) AS n FROM files WHERE collection_id = $1', [collectionId]))[0]!.n);

describe('collection details and ownership', () => {
  it('answers the owner with name and description and everyone else with isOwner false', async () => {
    const id = await seedCollection(t, ALICE, 'Cats', 'Many cats');
    const details = await t.app.request(`/api/get_collection.php?collectionId=${id}`, { headers: alice });
    expect(collectionDetailsSchema.parse(await details.json())).toMatchObject({ success: true, name: 'Cats', description: 'Many cats' });
    const mine = await t.app.request(`/api/check_ownership.php?collectionId=${id}`, { headers: alice });
    expect(ownershipResponseSchema.parse(await mine.json())).toMatchObject({ success: true, isOwner: true });
    const theirs = await t.app.request(`/api/check_ownership.php?collectionId=${id}`, { headers: bob });
    expect(ownershipResponseSchema.parse(await theirs.json())).toMatchObject({ isOwner: false });
    const missing = await t.app.request('/api/check_ownership.php?collectionId=999999', { headers: alice });
    expect(await missing.json()).toMatchObject({ isOwner: false });
    expect((await t.app.request(`/api/get_collection.php?collectionId=${id}`, { headers: bob })).status).toBe(404);
    expect((await t.app.request(`/api/get_collection.php?collectionId=${id}`)).status).toBe(401);
  });
});

describe('upload, list and serve', () => {
  it('stores images, lists them paged in number order and serves them to the owner only', async () => {
    const id = await seedCollection(t, ALICE);
    const res = await upload(t, alice, id, numbered(12).reverse());
    expect(res.status).toBe(200);
    const body = uploadAnswerSchema.parse(await res.json());
    expect(body.success && body.uploadedFiles).toHaveLength(12);
    expect(await filesOnDisk(id)).toHaveLength(12);

    const page2 = await t.app.request(`/api/get_files.php?collectionId=${id}&page=2&pageSize=10`, { headers: alice });
    const list = filesResponseSchema.parse(await page2.json());
    expect(list.total).toBe(12);
    expect(list.files.map((f) => f.name)).toEqual(['11.png', '12.png']);
    const all = filesResponseSchema.parse(await (await t.app.request(`/api/get_files.php?collectionId=${id}`, { headers: alice })).json());
    expect(all.files.map((f) => f.name).slice(0, 3)).toEqual(['1.png', '2.png', '3.png']);

    const image = await t.app.request(`/api/uploads/collections/${ALICE}/${id}/3.png`, { headers: alice });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(pngBytes());
    expect((await t.app.request(`/api/uploads/collections/${ALICE}/${id}/3.png`, { headers: bob })).status).toBe(404);
    expect((await t.app.request(`/api/uploads/collections/${BOB}/${id}/3.png`, { headers: bob })).status).toBe(404);
    expect((await t.app.request(`/api/get_files.php?collectionId=${id}`, { headers: bob })).status).toBe(404);
  });

  it('names files by their bytes: a GIF called .png is stored as .gif and served as image/gif', async () => {
    const id = await seedCollection(t, ALICE);
    const res = await upload(t, alice, id, [{ name: 'fake.png', bytes: gifBytes() }, { name: 'fake.png' }]);
    const body = (await res.json()) as { uploadedFiles: Array<{ file_name: string }> };
    expect(body.uploadedFiles.map((f) => f.file_name).sort()).toEqual(['fake.gif', 'fake.png']);
    const again = await upload(t, alice, id, [{ name: 'fake.png' }]);
    expect(((await again.json()) as { uploadedFiles: Array<{ file_name: string }> }).uploadedFiles[0]!.file_name).toBe('fake-2.png');
    const gif = await t.app.request(`/api/uploads/collections/${ALICE}/${id}/fake.gif`, { headers: alice });
    expect(gif.headers.get('content-type')).toBe('image/gif');
  });

  it('refuses a disguised non-image by name and stores the good files of its batch', async () => {
    const id = await seedCollection(t, ALICE);
    const script = new TextEncoder().encode('<script>alert(1)</script>');
    const res = await upload(t, alice, id, [{ name: '1.png' }, { name: '2.png', bytes: script }]);
    expect(res.status).toBe(200);
    expect(uploadAnswerSchema.parse(await res.json()).results).toEqual([
      { name: '1.png', fileName: '1.png', status: 'stored' },
      { name: '2.png', status: 'refused', reason: 'not a PNG, JPEG, GIF or WebP image' },
    ]);
    expect(await rowCount(id)).toBe(1);
    expect(await filesOnDisk(id)).toHaveLength(1);
    const alone = await upload(t, alice, id, [{ name: '3.png', bytes: script }]);
    expect(alone.status).toBe(415);
    expect(uploadAnswerSchema.parse(await alone.json())).toMatchObject({
      success: false,
      error: '3.png: not a PNG, JPEG, GIF or WebP image',
    });
    expect(await rowCount(id)).toBe(1);
  });

  it.each([
    '../evil.png',
    '..\\evil.png',
    'a/b.png',
    '%2e%2e%2fevil.png',
    '%252e%252e%252fevil.png',
    '.hidden.png',
    'a\0.png',
    '..png',
    'a%5cb.png',
    'x\u2215y.png',
  ])('refuses the path trick %j and stores nothing', async (name) => {
    const id = await seedCollection(t, ALICE);
    const res = await upload(t, alice, id, [{ name }]);
    expect(res.status).toBe(400);
    expect(await rowCount(id)).toBe(0);
    expect(await filesOnDisk(id)).toEqual([]);
    // A NUL inside a part's header makes the whole form malformed (400): nothing of it is stored.
    if (name.includes('\0')) return;
    const beside = await upload(t, alice, id, [{ name: 'ok.png' }, { name }]);
    expect(((await beside.json()) as { results: Array<{ status: string }> }).results.map((r) => r.status)).toEqual(['stored', 'refused']);
    expect(await filesOnDisk(id)).toHaveLength(1);
    expect(await readdir(t.uploadsDir, { recursive: true })).not.toContain('evil.png');
  });

  it('sanitises odd characters into a plain name', async () => {
    const id = await seedCollection(t, ALICE);
    const res = await upload(t, alice, id, [{ name: 'my cat <1>?.PNG' }]);
    const body = (await res.json()) as { uploadedFiles: Array<{ file_name: string }> };
    expect(body.uploadedFiles[0]!.file_name).toBe('my_cat_1_.png');
  });

  it('refuses uploads to a foreign or missing collection with 404', async () => {
    const id = await seedCollection(t, ALICE);
    expect((await upload(t, bob, id, [{ name: '1.png' }])).status).toBe(404);
    expect((await upload(t, bob, 999999, [{ name: '1.png' }])).status).toBe(404);
    expect(await rowCount(id)).toBe(0);
  });
});

describe('limits', () => {
  it('keeps parallel uploads within the credit allowance: files past it are refused by name', async () => {
    const id = await seedCollection(t, ALICE);
    for (let start = 1; start <= 90; start += 15) expect((await upload(t, alice, id, numbered(15, start))).status).toBe(200);
    const results = await Promise.all([upload(t, alice, id, numbered(8, 100)), upload(t, alice, id, numbered(8, 200))]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const statuses = (
      await Promise.all(results.map((r) => r.json() as Promise<{ results: Array<{ status: string; reason?: string }> }>))
    ).flatMap((b) => b.results);
    expect(statuses.filter((r) => r.status === 'stored')).toHaveLength(10);
    expect(statuses.filter((r) => r.status === 'refused').map((r) => r.reason)).toEqual(
      Array(6).fill('Upload limit reached: 100 files allowed with your credits (including 100 free files), 0 left'),
    );
    expect(await rowCount(id)).toBe(100);
    expect(await filesOnDisk(id)).toHaveLength(100);
  });

  it('gives wallets their credits on top of the 100 free files and email users 100', async () => {
    const id = await seedCollection(t, ALICE);
    await t.db.query(
      `INSERT INTO files (collection_id, file_name, storage_key, content_type, size, created_at)
       SELECT $1, g || '.png', 'x', 'image/png', 1, now() FROM generate_series(1, 100) g`,
      [id],
    );
    expect((await upload(t, alice, id, [{ name: 'extra.png' }])).status).toBe(409);
    await t.db.query("INSERT INTO borrows (lender, recipient, credits, created_at) VALUES ('stars1someone', $1, 5, now())", [
      canonicalAddress(ALICE),
    ]);
    expect((await upload(t, alice, id, [{ name: 'extra.png' }])).status).toBe(200);
    const email = await t.signIn('emailuser0001', 'email', 'e@example.com');
    const emailCollection = await seedCollection(t, 'emailuser0001');
    await t.db.query(
      `INSERT INTO files (collection_id, file_name, storage_key, content_type, size, created_at)
       SELECT $1, g || '.png', 'x', 'image/png', 1, now() FROM generate_series(1, 100) g`,
      [emailCollection],
    );
    expect((await upload(t, email, emailCollection, numbered(1, 101))).status).toBe(409);
  });

  it('never lets a collection pass 10000 files, even in parallel', async () => {
    const rich = 'stars1e7r4ne5acgrz0pzf6vv5umyqla75pdnhf88nqx';
    const headers = await t.signIn(rich);
    await t.db.query("INSERT INTO borrows (lender, recipient, credits, created_at) VALUES ('stars1someone', $1, 20000, now())", [
      canonicalAddress(rich),
    ]);
    const id = await seedCollection(t, rich);
    await t.db.query(
      `INSERT INTO files (collection_id, file_name, storage_key, content_type, size, created_at)
       SELECT $1, g || '.png', 'x', 'image/png', 1, now() FROM generate_series(1, 9990) g`,
      [id],
    );
    const results = await Promise.all([upload(t, headers, id, numbered(6, 20000)), upload(t, headers, id, numbered(6, 30000))]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const refused = (await Promise.all(results.map((r) => r.json() as Promise<{ results: Array<{ status: string; reason?: string }> }>)))
      .flatMap((b) => b.results)
      .filter((r) => r.status === 'refused');
    expect(refused).toHaveLength(2);
    expect(refused[0]).toMatchObject({ reason: 'Collection cannot have more than 10000 files' });
    expect(await rowCount(id)).toBe(10000);
  });
});

describe('delete', () => {
  it('deletes the row and the bytes for the owner, and 404s for anyone else', async () => {
    const id = await seedCollection(t, ALICE);
    await upload(t, alice, id, numbered(2));
    const foreign = await t.app.request('/api/delete_file.php', jsonRequest({ collectionId: id, fileName: '1.png' }, bob));
    expect(foreign.status).toBe(404);
    expect(await rowCount(id)).toBe(2);
    const res = await t.app.request('/api/delete_file.php', jsonRequest({ collectionId: id, fileName: '1.png' }, alice));
    expect(await res.json()).toMatchObject({ success: true, message: 'File deleted successfully' });
    expect(await filesOnDisk(id)).toEqual([expect.stringMatching(/^[0-9a-f]{16}-2\.png$/)]);
    const again = await t.app.request('/api/delete_file.php', jsonRequest({ collectionId: id, fileName: '1.png' }, alice));
    expect(again.status).toBe(404);
  });
});

describe('a failure halfway', () => {
  it('leaves no file and no row when storage fails in the middle of a batch', async () => {
    const { diskStorage } = await import('../services/storage.ts');
    const { mkdtemp, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const dir = await mkdtemp(join(tmpdir(), 'tf-failing-'));
    const disk = diskStorage(dir);
    let puts = 0;
    const failing = await createTestApp({
      storage: {
        ...disk,
        putStream: async (key, body) => (++puts === 3 ? Promise.reject(new Error('disk full')) : disk.putStream(key, body)),
      },
    });
    try {
      const headers = await failing.signIn(ALICE);
      const id = await seedCollection(failing, ALICE);
      const res = await upload(failing, headers, id, numbered(5));
      expect(res.status).toBe(500);
      expect(await disk.list('collections')).toEqual([]);
      expect((await failing.db.query('SELECT id FROM files')).length).toBe(0);
    } finally {
      await failing.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
