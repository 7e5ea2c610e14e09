// The credit cut-off on the server: when a user's allowance (credits + 100 free) drops below what a
// collection holds, the files past it (in the list's order) are no longer listed, served, exported or
// changed by any route; they stay stored, and come back whole when the credits do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, type TestApp } from '../test/test-app.ts';
import { numbered, seedCollection, upload } from '../test/files-seed.ts';
import { expectUnchanged, snapshot } from '../test/snapshot.ts';
import { pngBytes } from '../test/images.ts';
import { DEFAULT_PARTNERS } from '../contract/partners.ts';
import { FREE_CREDITS } from '../contract/limits.ts';
import { MAX_FILES_PER_UPLOAD } from '../contract/files.ts';
import { starsAddress, type Headers } from './attack-world.ts';

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.close());

const api = (path: string, headers: Headers) => t.app.request(`/api/${path}`, { headers });
const post = (path: string, body: unknown, headers: Headers, method = 'POST') =>
  t.app.request(`/api/${path}`, jsonRequest(body, headers, method));

async function ok<T>(res: Response | Promise<Response>): Promise<T> {
  const r = await res;
  expect(r.status, await r.clone().text()).toBe(200);
  return (await r.json()) as T;
}

/** `count` numbered files, each with its own bytes, sent as the files screen sends them (15 per request). */
async function uploadNumbered(headers: Headers, collectionId: number, count: number) {
  const files = numbered(count).map((f, i) => ({ ...f, bytes: pngBytes(1 + (i % 7), 1 + Math.floor(i / 7)) }));
  for (let i = 0; i < files.length; i += MAX_FILES_PER_UPLOAD) {
    const body = await ok<{ uploadedFiles: unknown[] }>(upload(t, headers, collectionId, files.slice(i, i + MAX_FILES_PER_UPLOAD)));
    expect(body.uploadedFiles).toHaveLength(Math.min(MAX_FILES_PER_UPLOAD, count - i));
  }
}

type Listed = { files: Array<{ id: number; name: string }>; total: number };
const listNames = async (headers: Headers, collectionId: number, paging = '') =>
  ok<Listed>(api(`get_files.php?collectionId=${collectionId}${paging}`, headers));
const assignedFileIds = async (headers: Headers, collectionId: number) =>
  (await ok<{ assignments: Array<{ file_id: number }> }>(api(`get_assigned_traits.php?collectionId=${collectionId}`, headers))).assignments
    .map((a) => a.file_id)
    .sort((a, b) => a - b);
const image = (headers: Headers, owner: string, collectionId: number, name: string) =>
  api(`uploads/collections/${owner}/${collectionId}/${name}`, headers);
const names = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${from + i}.png`);

/** A refusal as the attack suite checks it: status, JSON error, nothing written to the database or storage. */
async function expectRefused(send: () => Response | Promise<Response>, status: number) {
  const before = await snapshot(t.db, t.uploadsDir);
  const res = await send();
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(res.headers.get('content-type') ?? '').toMatch(/application\/json/);
  expect(JSON.parse(text)).toMatchObject({ success: false, error: expect.stringMatching(/not found/i) });
  await expectUnchanged(t.db, t.uploadsDir, before);
}

describe('lent credits taken back', () => {
  const lender = starsAddress();
  const borrower = starsAddress();
  let asLender: Headers;
  let asBorrower: Headers;
  let collection: number;
  let ids: Map<string, number>;
  let valueId: number;
  let otherValueId: number;
  let lastBytes: ArrayBuffer;

  const lend = async () => ok<{ record: { id: number } }>(post('add_borrow.php', { address: borrower, credits: 2 }, asLender));

  beforeAll(async () => {
    // The lender's one partner token earns credits; two of them lent give the borrower room for 102 files.
    t.holdings.set(`${lender}|${DEFAULT_PARTNERS[0]!.contract}`, 1);
    asLender = await t.signIn(lender);
    asBorrower = await t.signIn(borrower);
    const loan = await lend();
    collection = await seedCollection(t, borrower, 'Borrowed room');
    await uploadNumbered(asBorrower, collection, FREE_CREDITS + 2);
    const all = await listNames(asBorrower, collection);
    ids = new Map(all.files.map((f) => [f.name, f.id]));
    const trait = await ok<{ trait: { id: number } }>(
      post('add_main_trait.php', { collection_id: collection, trait_name: 'Eyes' }, asBorrower),
    );
    for (const value of ['Laser', 'Sleepy']) {
      const added = await ok<{ value: { id: number } }>(post('add_trait_value.php', { main_trait_id: trait.trait.id, value }, asBorrower));
      if (value === 'Laser') valueId = added.value.id;
      else otherValueId = added.value.id;
    }
    for (const name of ['1.png', '102.png']) await ok(post('trait_to_file.php', { file_id: ids.get(name), value_id: valueId }, asBorrower));
    lastBytes = await (await image(asBorrower, borrower, collection, '102.png')).arrayBuffer();
    await ok(post('delete_borrow.php', { id: loan.record.id }, asLender, 'DELETE'));
  });

  it('lists only the first 100 files, in the list order, and still counts all of them', async () => {
    const all = await listNames(asBorrower, collection);
    expect(all.total).toBe(FREE_CREDITS + 2);
    expect(all.files.map((f) => f.name)).toEqual(names(1, FREE_CREDITS));
    expect((await listNames(asBorrower, collection, '&page=10&pageSize=10')).files.map((f) => f.name)).toEqual(names(91, 100));
    expect((await listNames(asBorrower, collection, '&page=6&pageSize=20')).files.map((f) => f.name)).toEqual([]);
    expect((await listNames(asBorrower, collection, '&page=2&pageSize=100')).files).toEqual([]);
  });

  it('serves the 100th file and answers 404 for the ones past it', async () => {
    expect((await image(asBorrower, borrower, collection, '100.png')).status).toBe(200);
    await expectRefused(() => image(asBorrower, borrower, collection, '101.png'), 404);
    await expectRefused(() => image(asBorrower, borrower, collection, '102.png'), 404);
  });

  it('leaves the assignments of files past the cut-off out of the export', async () => {
    expect(await assignedFileIds(asBorrower, collection)).toEqual([ids.get('1.png')]);
    const lastPage = await ok<{ assignments: unknown[] }>(
      api(`get_assigned_traits.php?collectionId=${collection}&page=2&pageSize=100`, asBorrower),
    );
    expect(lastPage.assignments).toEqual([]);
  });

  it('refuses to assign or remove traits on files past the cut-off, changing nothing', async () => {
    await expectRefused(() => post('trait_to_file.php', { file_id: ids.get('101.png'), value_id: valueId }, asBorrower), 404);
    await expectRefused(() => post('remove_trait_from_file.php', { file_id: ids.get('102.png'), value_id: valueId }, asBorrower), 404);
    const before = await snapshot(t.db, t.uploadsDir);
    const batch = await ok<{ successful: number; results: Array<{ file_id: number; success: boolean; message: string }> }>(
      post('trait_to_file.php', { assignments: [{ file_id: ids.get('101.png'), value_id: otherValueId }] }, asBorrower),
    );
    expect(batch.results).toEqual([{ file_id: ids.get('101.png'), success: false, message: 'Not found' }]);
    await expectUnchanged(t.db, t.uploadsDir, before);
  });

  it('keeps every file stored and brings them all back when credits are lent again', async () => {
    const rows = await t.db.query('SELECT id FROM files WHERE collection_id = $1', [collection]);
    expect(rows).toHaveLength(FREE_CREDITS + 2);
    await lend();
    expect((await listNames(asBorrower, collection)).files.map((f) => f.name)).toEqual(names(1, FREE_CREDITS + 2));
    const served = await image(asBorrower, borrower, collection, '102.png');
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(lastBytes))).toBe(true);
    expect(await assignedFileIds(asBorrower, collection)).toEqual([ids.get('1.png'), ids.get('102.png')].sort((a, b) => a! - b!));
  });
});

describe('partner holdings sold', () => {
  it('cuts the list at 100 when the tokens are gone and restores it when they return', async () => {
    const owner = starsAddress();
    const holding = `${owner}|${DEFAULT_PARTNERS[0]!.contract}`;
    t.holdings.set(holding, 1);
    const headers = await t.signIn(owner);
    const collection = await seedCollection(t, owner, 'Sold');
    await uploadNumbered(headers, collection, FREE_CREDITS + 1);
    t.holdings.delete(holding);
    expect((await listNames(headers, collection)).files.map((f) => f.name)).toEqual(names(1, FREE_CREDITS));
    await expectRefused(() => image(headers, owner, collection, '101.png'), 404);
    t.holdings.set(holding, 1);
    expect((await listNames(headers, collection)).files).toHaveLength(FREE_CREDITS + 1);
    expect((await image(headers, owner, collection, '101.png')).status).toBe(200);
  });

  it('still deletes a file past the cut-off by name, with its stored bytes, making room', async () => {
    const owner = starsAddress();
    const holding = `${owner}|${DEFAULT_PARTNERS[0]!.contract}`;
    t.holdings.set(holding, 1);
    const headers = await t.signIn(owner);
    const collection = await seedCollection(t, owner, 'Tidy');
    await uploadNumbered(headers, collection, FREE_CREDITS + 1);
    const [row] = await t.db.query<{ storage_key: string }>('SELECT storage_key FROM files WHERE collection_id = $1 AND file_name = $2', [
      collection,
      '101.png',
    ]);
    t.holdings.delete(holding);
    expect(await ok(post('delete_file.php', { collectionId: collection, fileName: '101.png' }, headers))).toEqual({
      success: true,
      message: 'File deleted successfully',
    });
    expect(await t.deps.storage.get(row!.storage_key)).toBeNull();
    const list = await listNames(headers, collection);
    expect([list.total, list.files.length]).toEqual([FREE_CREDITS, FREE_CREDITS]);
  });
});
