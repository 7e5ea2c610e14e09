// Collections under attack: someone else's ids, fields a client must not set, and names, descriptions
// and ids at and past every limit of SPEC.md. Refusals are 400/404/409/413/415 with nothing changed.
import { canonicalAddress } from '../auth/canonical-address.ts';
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, NAME_MAX } from '../contract/limits.ts';
import { pngBytes } from '../test/images.ts';
import { attackTable, expectRefused, formOf, get, png, post, postForm, useWorld, type Attack, type World } from './attack-world.ts';

const world = useWorld();
const edit = (w: World, fields: Record<string, string | File>) => postForm(w, 'edit_collection.php', formOf(fields), w.asAlice);
const add = (w: World, fields: Record<string, string | File>) =>
  postForm(w, 'add_collection.php', formOf({ coverPhoto: png(), ...fields }), w.asAlice);
const BAD_IDS = ['0', '-1', '1.5', '1e3', 'abc', '99999999999999999', ' 1', '1; DROP TABLE collections', '99999999999999999999'];

describe("someone else's collection answers like a missing one", () => {
  attackTable(
    [
      ['GET api.php?id= of Bob', 404, (w) => get(w, `api.php?id=${w.bobCollection}`, w.asAlice)],
      ['GET api.php?id= missing', 404, (w) => get(w, 'api.php?id=987654', w.asAlice)],
      ["edit Bob's collection", 404, (w) => edit(w, { id: String(w.bobCollection), name: 'Mine now' })],
      ["edit Bob's collection with a new cover", 404, (w) => edit(w, { id: String(w.bobCollection), name: 'Mine', cover: png() })],
      ["delete Bob's collection", 404, (w) => post(w, 'delete_collection.php', { id: w.bobCollection }, w.asAlice)],
      [
        "delete Bob's collection naming Bob as walletAdd",
        404,
        (w) => post(w, 'delete_collection.php', { id: w.bobCollection, walletAdd: w.bob }, w.asAlice),
      ],
      ["Bob's cover", 404, (w) => get(w, w.bobCoverPath, w.asAlice)],
      ["Bob's cover under Alice's folder", 404, (w) => get(w, w.bobCoverPath.replace(w.bob, w.alice), w.asAlice)],
      ['GET get_collection.php of Bob', 404, (w) => get(w, `get_collection.php?collectionId=${w.bobCollection}`, w.asAlice)],
    ],
    world,
  );

  it("lists only the session's collections whatever walletAdd says", async () => {
    const w = world();
    for (const res of [await get(w, `api.php?walletAdd=${w.bob}`, w.asAlice), await post(w, 'api.php', { walletAdd: w.bob }, w.asAlice)]) {
      const list = (await res.json()) as Array<{ walletAdd: string }>;
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((c) => c.walletAdd === w.alice)).toBe(true);
    }
    const check = await get(w, `check_ownership.php?collectionId=${w.bobCollection}&walletAdd=${w.bob}`, w.asAlice);
    expect(await check.json()).toMatchObject({ isOwner: false });
  });
});

describe('fields a client must not set', () => {
  it('walletAdd (owner), id and creationDate in an add are ignored: the session owns the new row', async () => {
    const w = world();
    const res = await add(w, { name: 'Planted', walletAdd: w.bob, owner: w.bob, id: '1', creationDate: '1999-01-01' });
    expect(res.status).toBe(200);
    const [row] = await w.t.db.query<{ owner: string; id: string; created_at: Date }>(
      "SELECT owner, id, created_at FROM collections WHERE name = 'Planted'",
    );
    expect(row!.owner).toBe(canonicalAddress(w.alice));
    expect(Number(row!.id)).not.toBe(1);
    expect(new Date(row!.created_at).getFullYear()).toBe(2026);
    await post(w, 'delete_collection.php', { id: Number(row!.id) }, w.asAlice);
  });
});

describe('limits of names, descriptions and ids', () => {
  it('a name of exactly 255 and a description of exactly 255 characters are accepted', async () => {
    const w = world();
    const res = await edit(w, { id: String(w.aliceCollection), name: 'n'.repeat(NAME_MAX), description: 'd'.repeat(DESCRIPTION_MAX) });
    expect(res.status).toBe(200);
    const [row] = await w.t.db.query<{ name: string }>('SELECT name FROM collections WHERE id = $1', [w.aliceCollection]);
    expect(row!.name).toHaveLength(NAME_MAX);
  });

  attackTable(
    [
      ['add: a name of 256 characters', 400, (w) => add(w, { name: 'n'.repeat(NAME_MAX + 1) })],
      ['add: a name of 256 multi-byte characters', 400, (w) => add(w, { name: '😀'.repeat(NAME_MAX + 1) })],
      ['add: a description of 256 characters', 400, (w) => add(w, { name: 'ok', description: 'd'.repeat(DESCRIPTION_MAX + 1) })],
      ['add: an empty name', 400, (w) => add(w, { name: '' })],
      ['add: a name of spaces only', 400, (w) => add(w, { name: '   ' })],
      ['add: no name field', 400, (w) => add(w, {})],
      ['add: a name sent as a file', 400, (w) => add(w, { name: png() })],
      ['add: a cover as text', 415, (w) => add(w, { name: 'x', coverPhoto: 'covers/../../etc/passwd' })],
      ['add: JSON instead of a form', 415, (w) => post(w, 'add_collection.php', { name: 'x' }, w.asAlice)],
      ['edit: a name of 256 characters', 400, (w) => edit(w, { id: String(w.aliceCollection), name: 'n'.repeat(NAME_MAX + 1) })],
      [
        'edit: a description of 256 characters',
        400,
        (w) => edit(w, { id: String(w.aliceCollection), name: 'x', description: 'd'.repeat(DESCRIPTION_MAX + 1) }),
      ],
      ['edit: no id', 400, (w) => edit(w, { name: 'x' })],
      ...BAD_IDS.map((id): Attack => [`edit: id ${JSON.stringify(id)}`, 400, (w) => edit(w, { id, name: 'x' })]),
      ...BAD_IDS.map((id): Attack => [
        `GET api.php?id=${JSON.stringify(id)}`,
        400,
        (w) => get(w, `api.php?id=${encodeURIComponent(id)}`, w.asAlice),
      ]),
      ['delete: id as 1e300', 400, (w) => post(w, 'delete_collection.php', { id: 1e300 }, w.asAlice)],
      ['delete: id as -1', 400, (w) => post(w, 'delete_collection.php', { id: -1 }, w.asAlice)],
      ['delete: id as an array', 400, (w) => post(w, 'delete_collection.php', { id: [w.aliceCollection] }, w.asAlice)],
      ['delete: id as an object', 400, (w) => post(w, 'delete_collection.php', { id: { $gt: 0 } }, w.asAlice)],
      ['delete: a missing id', 404, (w) => post(w, 'delete_collection.php', { id: 987654 }, w.asAlice)],
      ['delete: a JSON array body', 400, (w) => post(w, 'delete_collection.php', [w.aliceCollection], w.asAlice)],
      [
        'add: a cover over 10 MB',
        413,
        (w) => add(w, { name: 'x', coverPhoto: png('big.png', new Uint8Array([...pngBytes(), ...new Uint8Array(10 * 1024 * 1024)])) }),
      ],
    ],
    world,
  );
});

describe('wallets outside Stargaze', () => {
  it('an Ethereum session cannot create or edit collections', async () => {
    const w = world();
    const evm = await w.t.signIn('0x52908400098527886E0F7030069857D2E4169EE7', 'metamask');
    await expectRefused(w, () => postForm(w, 'add_collection.php', formOf({ name: 'x', coverPhoto: png() }), evm), 403);
  });
});
