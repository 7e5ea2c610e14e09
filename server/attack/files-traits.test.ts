// Files, traits, values and assignments under attack: every id of someone else's (404, nothing
// changed), cross-collection pairs, duplicates (409), and names, values, pages and batches past limits.
import { beforeAll, describe, expect, it } from 'vitest';
import { BATCH_ASSIGN_CHUNK, TRAIT_NAME_MAX } from '../contract/limits.ts';
import { TRAIT_VALUE_MAX } from '../contract/traits.ts';
import { snapshot, expectUnchanged } from '../test/snapshot.ts';
import { attackTable, get, post, useWorld, type World } from './attack-world.ts';
import { upload } from '../test/files-seed.ts';

const world = useWorld();
const asAlice = (w: World, path: string, body: unknown) => post(w, path, body, w.asAlice);
const asBob = (w: World, path: string, body: unknown) => post(w, path, body, w.asBob);

/** Alice's own file, trait and value, to pair with Bob's ids. */
async function aliceParts(w: World) {
  const files = (await (await upload(w.t, w.asAlice, w.aliceCollection, [{ name: 'a1.png' }])).json()) as {
    uploadedFiles: Array<{ id: number }>;
  };
  const trait = (await (
    await asAlice(w, 'add_main_trait.php', { collection_id: w.aliceCollection, trait_name: `T${Date.now()}${Math.random()}` })
  ).json()) as { trait: { id: number } };
  const value = (await (await asAlice(w, 'add_trait_value.php', { main_trait_id: trait.trait.id, value: 'V' })).json()) as {
    value: { id: number };
  };
  return { fileId: files.uploadedFiles[0]!.id, traitId: trait.trait.id, valueId: value.value.id };
}
let mine: Awaited<ReturnType<typeof aliceParts>>;
beforeAll(async () => void (mine = await aliceParts(world())));
const own = async (_w: World) => mine;

describe("someone else's ids answer 404 and change nothing", () => {
  attackTable(
    [
      ["list Bob's files", 404, (w) => get(w, `get_files.php?collectionId=${w.bobCollection}`, w.asAlice)],
      ["list Bob's files paged", 404, (w) => get(w, `get_files.php?collectionId=${w.bobCollection}&page=1&pageSize=10`, w.asAlice)],
      ["read Bob's image", 404, (w) => get(w, `uploads/collections/${w.bob}/${w.bobCollection}/${w.bobFileName}`, w.asAlice)],
      [
        "read Bob's image under Alice's address",
        404,
        (w) => get(w, `uploads/collections/${w.alice}/${w.bobCollection}/${w.bobFileName}`, w.asAlice),
      ],
      [
        'read an image by a dotted path',
        404,
        (w) => get(w, `uploads/collections/${w.bob}/${w.bobCollection}/..%2f..%2f${w.bobFileName}`, w.asAlice),
      ],
      ["upload into Bob's collection", 404, (w) => upload(w.t, w.asAlice, w.bobCollection, [{ name: 'x.png' }])],
      ["delete Bob's file", 404, (w) => asAlice(w, 'delete_file.php', { collectionId: w.bobCollection, fileName: w.bobFileName })],
      [
        "delete Bob's file through Alice's collection",
        404,
        (w) => asAlice(w, 'delete_file.php', { collectionId: w.aliceCollection, fileName: w.bobFileName }),
      ],
      ["list Bob's traits", 404, (w) => get(w, `get_traits.php?collectionId=${w.bobCollection}`, w.asAlice)],
      ["list Bob's assignments", 404, (w) => get(w, `get_assigned_traits.php?collectionId=${w.bobCollection}`, w.asAlice)],
      [
        "add a trait to Bob's collection",
        404,
        (w) => asAlice(w, 'add_main_trait.php', { collection_id: w.bobCollection, trait_name: 'Mine' }),
      ],
      ["add a value to Bob's trait", 404, (w) => asAlice(w, 'add_trait_value.php', { main_trait_id: w.bobTraitId, value: 'Mine' })],
      ["delete Bob's trait", 404, (w) => asAlice(w, 'del_main_trait.php', { trait_id: w.bobTraitId })],
      ["delete Bob's value", 404, (w) => asAlice(w, 'del_trait_value.php', { value_id: w.bobValueId })],
      [
        "assign Bob's value to Bob's file",
        404,
        (w) => asAlice(w, 'trait_to_file.php', { file_id: w.bobFileIds[1], value_id: w.bobValueId }),
      ],
      [
        "assign Bob's value to Alice's file",
        404,
        async (w) => asAlice(w, 'trait_to_file.php', { file_id: (await own(w)).fileId, value_id: w.bobValueId }),
      ],
      [
        "assign Alice's value to Bob's file",
        404,
        async (w) => asAlice(w, 'trait_to_file.php', { file_id: w.bobFileIds[1], value_id: (await own(w)).valueId }),
      ],
      [
        "remove Bob's assignment",
        404,
        (w) => asAlice(w, 'remove_trait_from_file.php', { file_id: w.bobFileIds[0], value_id: w.bobValueId }),
      ],
      [
        'remove a missing assignment',
        404,
        (w) => asBob(w, 'remove_trait_from_file.php', { file_id: w.bobFileIds[2], value_id: w.bobValueId }),
      ],
      ['delete a missing file', 404, (w) => asBob(w, 'delete_file.php', { collectionId: w.bobCollection, fileName: 'nope.png' })],
    ],
    world,
  );

  it("a batch of Bob's pairs sent by Alice fails pair by pair and stores nothing", async () => {
    const w = world();
    const { fileId, valueId } = await own(w);
    const before = await snapshot(w.t.db, w.t.uploadsDir);
    const res = await asAlice(w, 'trait_to_file.php', {
      assignments: [
        { file_id: w.bobFileIds[1], value_id: w.bobValueId },
        { file_id: fileId, value_id: w.bobValueId },
        { file_id: w.bobFileIds[2], value_id: valueId },
      ],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: false, successful: 0, failed: 3 });
    await expectUnchanged(w.t.db, w.t.uploadsDir, before);
  });
});

describe('duplicates and limits', () => {
  attackTable(
    [
      ['a trait name that exists', 409, (w) => asBob(w, 'add_main_trait.php', { collection_id: w.bobCollection, trait_name: 'Eyes' })],
      ['a value that exists', 409, (w) => asBob(w, 'add_trait_value.php', { main_trait_id: w.bobTraitId, value: 'Laser' })],
      [
        'a second value of the same trait on a file',
        409,
        (w) => asBob(w, 'trait_to_file.php', { file_id: w.bobFileIds[0], value_id: w.bobValueId }),
      ],
      [
        'a trait name of 256 characters',
        400,
        (w) => asBob(w, 'add_main_trait.php', { collection_id: w.bobCollection, trait_name: 't'.repeat(TRAIT_NAME_MAX + 1) }),
      ],
      ['an empty trait name', 400, (w) => asBob(w, 'add_main_trait.php', { collection_id: w.bobCollection, trait_name: '  ' })],
      ['a trait name as a number', 400, (w) => asBob(w, 'add_main_trait.php', { collection_id: w.bobCollection, trait_name: 5 })],
      [
        'a value of 256 characters',
        400,
        (w) => asBob(w, 'add_trait_value.php', { main_trait_id: w.bobTraitId, value: 'v'.repeat(TRAIT_VALUE_MAX + 1) }),
      ],
      ['an empty value', 400, (w) => asBob(w, 'add_trait_value.php', { main_trait_id: w.bobTraitId, value: '' })],
      ['no trait selected', 400, (w) => asBob(w, 'add_trait_value.php', { value: 'x' })],
      [
        'a batch of 101 assignments',
        400,
        (w) =>
          asBob(w, 'trait_to_file.php', {
            assignments: Array.from({ length: BATCH_ASSIGN_CHUNK + 1 }, () => ({ file_id: w.bobFileIds[1], value_id: w.bobValueId })),
          }),
      ],
      ['an empty batch', 400, (w) => asBob(w, 'trait_to_file.php', { assignments: [] })],
      ['an assignment without a value', 400, (w) => asBob(w, 'trait_to_file.php', { file_id: w.bobFileIds[1] })],
      ['ids past BIGINT', 400, (w) => asBob(w, 'trait_to_file.php', { file_id: '99999999999999999999', value_id: w.bobValueId })],
      ['ids as 1e300', 400, (w) => asBob(w, 'del_main_trait.php', { trait_id: 1e300 })],
      ['a negative value id', 400, (w) => asBob(w, 'del_trait_value.php', { value_id: -1 })],
      ['page 0', 400, (w) => get(w, `get_files.php?collectionId=${w.bobCollection}&page=0`, w.asBob)],
      ['page size 101', 400, (w) => get(w, `get_files.php?collectionId=${w.bobCollection}&pageSize=101`, w.asBob)],
      ['page size as text', 400, (w) => get(w, `get_assigned_traits.php?collectionId=${w.bobCollection}&pageSize=ten`, w.asBob)],
      [
        'a file name over 1000 characters',
        400,
        (w) => asBob(w, 'delete_file.php', { collectionId: w.bobCollection, fileName: 'f'.repeat(1001) }),
      ],
      [
        'a file name that walks up',
        404,
        (w) => asBob(w, 'delete_file.php', { collectionId: w.bobCollection, fileName: `../${w.bobCollection}/${w.bobFileName}` }),
      ],
    ],
    world,
  );
});
