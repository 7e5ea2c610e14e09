import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, type TestApp } from '../test/test-app.ts';
import { gifBytes, pngBytes } from '../test/images.ts';
import { DEFAULT_PARTNERS } from '../contract/partners.ts';
import { collectionListSchema } from '../contract/collections.ts';
import { canonicalAddress } from '../auth/canonical-address.ts';

const ALICE = 'stars1qtpxxwnsk9yesf5f3lvekg2e7hcdtwmphf0azk';
const BOB = 'stars1m4kpat7wy6fv3mkxk6tfwsqcuu9fs50wsp0u6k';
const [BAT_KIDS, , LAZY_SLOTH] = DEFAULT_PARTNERS.map((p) => p.contract);

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

function form(fields: Record<string, string | Uint8Array>, name = 'cover.png'): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    data.append(key, typeof value === 'string' ? value : new File([value as Uint8Array<ArrayBuffer>], name, { type: 'image/png' }));
  }
  return data;
}

const add = (headers: Record<string, string>, fields: Record<string, string | Uint8Array> = {}) =>
  t.app.request('/api/add_collection.php', {
    method: 'POST',
    headers,
    body: form({ name: 'My art', description: 'desc', coverPhoto: pngBytes(), ...fields }),
  });

const files = async (dir: string) =>
  (await readdir(join(t.uploadsDir, dir), { recursive: true }).catch(() => [])).filter((f) => f.includes('.'));

describe('collections', () => {
  it('adds a collection with a trimmed name, stores the cover and lists it', async () => {
    const alice = await t.signIn(ALICE);
    const res = await add(alice, { name: '  My art  ', description: ' hello ', walletAdd: BOB });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Collection added successfully',
      collection: { name: 'My art', description: 'hello', walletAdd: ALICE },
    });
    expect(body.collection.coverPhoto).toMatch(new RegExp(`^covers/${canonicalAddress(ALICE)}/[0-9a-f]{32}\\.png$`));

    const list = collectionListSchema.parse(await (await t.app.request(`/api/api.php?walletAdd=${BOB}`, { headers: alice })).json());
    expect(list).toHaveLength(1);
    const cover = await t.app.request(`/api/${body.collection.coverPhoto}`, { headers: alice });
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await cover.arrayBuffer())).toEqual(pngBytes());
  });

  it("keeps another user's collection invisible and untouchable", async () => {
    const alice = await t.signIn(ALICE);
    const bob = await t.signIn(BOB);
    const { collection } = await (await add(alice)).json();

    expect(await (await t.app.request('/api/api.php', { headers: bob })).json()).toEqual([]);
    expect(await (await t.app.request('/api/api.php', jsonRequest({ walletAdd: ALICE }, bob))).json()).toEqual([]);
    expect((await t.app.request(`/api/api.php?id=${collection.id}`, { headers: bob })).status).toBe(404);
    expect((await t.app.request(`/api/${collection.coverPhoto}`, { headers: bob })).status).toBe(404);
    const edit = await t.app.request('/api/edit_collection.php', {
      method: 'POST',
      headers: bob,
      body: form({ id: String(collection.id), name: 'Stolen' }),
    });
    expect(edit.status).toBe(404);
    expect((await t.app.request('/api/delete_collection.php', jsonRequest({ id: collection.id, walletAdd: ALICE }, bob))).status).toBe(404);

    const [row] = await t.db.query('SELECT name FROM collections WHERE id = $1', [collection.id]);
    expect(row).toEqual({ name: 'My art' });
    expect((await t.app.request('/api/api.php')).status).toBe(401);
  });

  it('adds a collection without a cover: the cover is optional', async () => {
    const carol = await t.signIn('stars1fr832vj4sy9v6xjcpfmn44qr6txhxfvtkps2w6');
    const body = new FormData();
    body.set('name', 'No cover');
    body.set('description', '');
    const res = await t.app.request('/api/add_collection.php', { method: 'POST', headers: carol, body });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: 'Collection added successfully',
      collection: { name: 'No cover', coverPhoto: null },
    });
  });

  it('refuses a cover that is not an image and stores nothing', async () => {
    const alice = await t.signIn(ALICE);
    const res = await add(alice, { coverPhoto: new TextEncoder().encode('<svg onload="alert(1)"></svg>') });
    expect(res.status).toBe(415);
    expect((await res.json()).message).toBe('Cover must be an image file');
    expect(await t.db.query('SELECT id FROM collections')).toEqual([]);
    expect(await files('covers')).toEqual([]);
  });

  it('validates the name and the description', async () => {
    const alice = await t.signIn(ALICE);
    expect((await add(alice, { name: '   ' })).status).toBe(400);
    expect((await add(alice, { name: 'x'.repeat(256) })).status).toBe(400);
    expect((await add(alice, { description: 'x'.repeat(256) })).status).toBe(400);
    expect((await add(alice, { name: 'x'.repeat(255), description: 'y'.repeat(255) })).status).toBe(200);
  });

  it('limits wallets to owned partner collections + 1 and email users to 1', async () => {
    t.holdings.set(`${ALICE}|${BAT_KIDS}`, 2);
    t.holdings.set(`${ALICE}|${LAZY_SLOTH}`, 1);
    const alice = await t.signIn(ALICE);
    for (let i = 0; i < 3; i++) expect((await add(alice, { name: `c${i}` })).status).toBe(200);
    const refused = await add(alice);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe("You've reached your limit of 3 collections.");

    const email = await t.signIn('email-user-1', 'email', 'a@example.com');
    expect((await add(email)).status).toBe(200);
    const second = await add(email);
    expect(second.status).toBe(409);
    expect((await second.json()).message).toBe(
      "You've reached your limit of 1 free collection. Please upgrade to create more collections.",
    );
  });

  it('lets parallel creates at the limit leave exactly the limit', async () => {
    t.holdings.set(`${ALICE}|${BAT_KIDS}`, 1);
    const alice = await t.signIn(ALICE);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => add(alice, { name: `p${i}` })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    expect(await t.db.query('SELECT COUNT(*)::int AS n FROM collections WHERE owner = $1', [canonicalAddress(ALICE)])).toEqual([{ n: 2 }]);
    expect(await files('covers')).toHaveLength(2);
  });

  it('refuses addresses that are neither stars1 nor email', async () => {
    const eth = await t.signIn('0x1234567890abcdef1234567890abcdef12345678', 'metamask');
    const res = await add(eth);
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe('Collections are only available for Stargaze wallet addresses and email users');
  });

  it('edits name, description and cover, replacing the old cover', async () => {
    const alice = await t.signIn(ALICE);
    const { collection } = await (await add(alice)).json();
    const res = await t.app.request('/api/edit_collection.php', {
      method: 'POST',
      headers: alice,
      body: form({ id: String(collection.id), name: ' Renamed ', description: 'new', cover: gifBytes() }, 'c.gif'),
    });
    expect(await res.json()).toMatchObject({
      success: true,
      message: 'Collection updated successfully',
      collection: { name: 'Renamed', description: 'new' },
    });
    const [row] = await t.db.query<{ cover_key: string; cover_type: string }>('SELECT cover_key, cover_type FROM collections');
    expect(row!.cover_type).toBe('image/gif');
    expect(await files('covers')).toEqual([row!.cover_key.replace('covers/', '')]);

    const keep = await t.app.request('/api/edit_collection.php', {
      method: 'POST',
      headers: alice,
      body: form({ id: String(collection.id), name: 'Again' }),
    });
    expect(keep.status).toBe(200);
    expect((await t.db.query('SELECT cover_key FROM collections'))[0]).toEqual({ cover_key: row!.cover_key });
  });

  it('deletes a collection with its files, traits and stored images', async () => {
    const alice = await t.signIn(ALICE);
    const { collection } = await (await add(alice)).json();
    const now = new Date();
    await t.deps.storage.put(`collections/${ALICE}/${collection.id}/1.png`, pngBytes());
    await t.db.query(
      `INSERT INTO files (collection_id, file_name, storage_key, content_type, size, created_at) VALUES ($1, '1.png', $2, 'image/png', 10, $3)`,
      [collection.id, `collections/${ALICE}/${collection.id}/1.png`, now],
    );
    await t.db.query(`INSERT INTO traits (collection_id, trait_name, created_at) VALUES ($1, 'Hat', $2)`, [collection.id, now]);

    const res = await t.app.request('/api/delete_collection.php', jsonRequest({ id: collection.id }, alice));
    expect(await res.json()).toMatchObject({ success: true });
    expect(await t.db.query('SELECT id FROM files UNION ALL SELECT id FROM traits UNION ALL SELECT id FROM collections')).toEqual([]);
    expect(await files('collections')).toEqual([]);
    expect(await files('covers')).toEqual([]);
  });
});
