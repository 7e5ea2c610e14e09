import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, type TestApp } from '../test/test-app.ts';
import { fileIds, numbered, seedCollection, upload } from '../test/files-seed.ts';
import {
  addTraitResponseSchema,
  addValueResponseSchema,
  assignmentsResponseSchema,
  batchAssignResponseSchema,
  traitsResponseSchema,
} from '../contract/traits.ts';
import { messageResponseSchema } from '../contract/message.ts';

let t: TestApp;
let alice: Record<string, string>;
let bob: Record<string, string>;
const ALICE = 'stars17lvk5y6ywsn6p8k2vl2rjw0ml0fqrwphfnfdwv';

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signIn(ALICE);
  bob = await t.signIn('stars13xakzaelrd8n4900zygw3wa3ufzk4yqsydzqk2');
});
afterAll(() => t.close());

const post = (path: string, body: unknown, headers = alice) => t.app.request(`/api/${path}`, jsonRequest(body, headers));
const count = async (table: string) => Number((await t.db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);

async function addTrait(collectionId: number, name: string, values: string[]) {
  const res = await post('add_main_trait.php', { collection_id: collectionId, trait_name: name, creationDate: 'ignored' });
  const { trait } = addTraitResponseSchema.parse(await res.json());
  const valueIds: number[] = [];
  for (const value of values) {
    const added = addValueResponseSchema.parse(await (await post('add_trait_value.php', { main_trait_id: trait.id, value })).json());
    valueIds.push(added.value.id);
  }
  return { traitId: trait.id, valueIds };
}

async function collectionWithFiles(files = 3) {
  const id = await seedCollection(t, ALICE);
  await upload(t, alice, id, numbered(files));
  return { id, files: await fileIds(t, id) };
}

describe('traits and values', () => {
  it('adds, lists and deletes traits and values with the spec messages', async () => {
    const id = await seedCollection(t, ALICE);
    const res = await post('add_main_trait.php', { collection_id: id, trait_name: '  Background ' });
    expect(await res.json()).toMatchObject({
      success: true,
      message: 'Main trait added successfully',
      trait: { trait_name: 'Background', values: [] },
    });
    const traitId = (await (await t.app.request(`/api/get_traits.php?collectionId=${id}`, { headers: alice })).json()).traits[0].id;
    expect(await (await post('add_trait_value.php', { main_trait_id: traitId, value: 'Deep blue sea' })).json()).toMatchObject({
      success: true,
      message: 'Trait value added successfully',
    });
    expect((await post('add_trait_value.php', { main_trait_id: traitId, value: 'Deep blue sea' })).status).toBe(409);
    expect((await post('add_main_trait.php', { collection_id: id, trait_name: 'Background' })).status).toBe(409);
    expect((await post('add_main_trait.php', { collection_id: id, trait_name: '' })).status).toBe(400);
    expect((await post('add_main_trait.php', { collection_id: id, trait_name: 'x'.repeat(256) })).status).toBe(400);
    expect((await post('add_trait_value.php', { main_trait_id: traitId, value: '   ' })).status).toBe(400);

    const list = traitsResponseSchema.parse(
      await (await t.app.request(`/api/get_traits.php?collectionId=${id}`, { headers: alice })).json(),
    );
    expect(list.traits).toMatchObject([{ trait_name: 'Background', values: [{ value: 'Deep blue sea' }] }]);
    const valueId = list.traits[0]!.values[0]!.id;
    expect(await (await post('del_trait_value.php', { value_id: valueId })).json()).toMatchObject({ success: true });
    expect(await (await post('del_main_trait.php', { trait_id: traitId })).json()).toMatchObject({ success: true });
    expect(await count(`traits WHERE collection_id = ${id}`)).toBe(0);
  });

  it('lists with each value the number of files it is assigned to (what deleting it takes away)', async () => {
    const { id, files } = await collectionWithFiles(3);
    const { valueIds } = await addTrait(id, 'Background', ['Red', 'Blue', 'Green']);
    await post('trait_to_file.php', { assignments: files.slice(0, 2).map((file_id) => ({ file_id, value_id: valueIds[0] })) });
    await post('trait_to_file.php', { file_id: files[2], value_id: valueIds[1] });
    const list = traitsResponseSchema.parse(
      await (await t.app.request(`/api/get_traits.php?collectionId=${id}`, { headers: alice })).json(),
    );
    expect(list.traits[0]!.values.map(({ value, files }) => [value, files])).toEqual([
      ['Red', 2],
      ['Blue', 1],
      ['Green', 0],
    ]);
  });

  it('answers 404 and changes nothing for foreign or missing ids', async () => {
    const { id, files } = await collectionWithFiles(1);
    const { traitId, valueIds } = await addTrait(id, 'Eyes', ['Red']);
    await post('trait_to_file.php', { file_id: files[0], value_id: valueIds[0] });
    const before = [await count('traits'), await count('trait_values'), await count('file_traits')];
    expect((await t.app.request(`/api/get_traits.php?collectionId=${id}`, { headers: bob })).status).toBe(404);
    expect((await t.app.request(`/api/get_assigned_traits.php?collectionId=${id}`, { headers: bob })).status).toBe(404);
    expect((await post('add_main_trait.php', { collection_id: id, trait_name: 'Hack' }, bob)).status).toBe(404);
    expect((await post('add_trait_value.php', { main_trait_id: traitId, value: 'Hack' }, bob)).status).toBe(404);
    expect((await post('del_trait_value.php', { value_id: valueIds[0] }, bob)).status).toBe(404);
    expect((await post('del_main_trait.php', { trait_id: traitId }, bob)).status).toBe(404);
    expect((await post('del_main_trait.php', { trait_id: 99999999 })).status).toBe(404);
    expect((await post('trait_to_file.php', { file_id: files[0], value_id: valueIds[0] }, bob)).status).toBe(404);
    expect((await post('remove_trait_from_file.php', { file_id: files[0], value_id: valueIds[0] }, bob)).status).toBe(404);
    expect((await post('trait_to_file.php', { file_id: 99999999, value_id: valueIds[0] })).status).toBe(404);
    expect([await count('traits'), await count('trait_values'), await count('file_traits')]).toEqual(before);
  });
});

describe('assignment', () => {
  it('assigns one value per trait per file and removes it', async () => {
    const { id, files } = await collectionWithFiles(2);
    const { valueIds } = await addTrait(id, 'Hat', ['Cap', 'Crown']);
    const ok = await post('trait_to_file.php', { file_id: files[0], value_id: valueIds[0] });
    expect(messageResponseSchema.parse(await ok.json())).toEqual({ success: true, message: 'Trait assigned successfully' });
    const second = await post('trait_to_file.php', { file_id: files[0], value_id: valueIds[1] });
    expect(second.status).toBe(409);
    const assigned = assignmentsResponseSchema.parse(
      await (await t.app.request(`/api/get_assigned_traits.php?collectionId=${id}`, { headers: alice })).json(),
    );
    expect(assigned.assignments).toEqual([
      { file_id: files[0], trait_id: expect.any(Number), trait_name: 'Hat', value: 'Cap', value_id: valueIds[0] },
    ]);
    const removed = await post('remove_trait_from_file.php', { file_id: files[0], value_id: valueIds[0] });
    expect(await removed.json()).toMatchObject({ success: true, message: 'Trait removed successfully' });
    expect((await post('remove_trait_from_file.php', { file_id: files[0], value_id: valueIds[0] })).status).toBe(404);
  });

  it('refuses a value of another collection', async () => {
    const one = await collectionWithFiles(1);
    const other = await seedCollection(t, ALICE);
    const { valueIds } = await addTrait(other, 'Skin', ['Gold']);
    const res = await post('trait_to_file.php', { file_id: one.files[0], value_id: valueIds[0] });
    expect(res.status).toBe(400);
    expect(await count(`file_traits WHERE file_id = ${one.files[0]}`)).toBe(0);
  });

  it('assigns a batch of up to 100 with per-item results', async () => {
    const { id, files } = await collectionWithFiles(5);
    const { valueIds } = await addTrait(id, 'Mood', ['Happy', 'Sad']);
    await post('trait_to_file.php', { file_id: files[0], value_id: valueIds[1] });
    const foreign = await seedCollection(t, 'stars13xakzaelrd8n4900zygw3wa3ufzk4yqsydzqk2');
    const res = await post('trait_to_file.php', {
      assignments: [
        ...files.map((f) => ({ file_id: f, value_id: valueIds[0] })),
        { file_id: 99999999, value_id: valueIds[0] },
        { file_id: files[1], value_id: valueIds[1] },
      ],
    });
    const body = batchAssignResponseSchema.parse(await res.json());
    expect(body).toMatchObject({ success: false, successful: 4, failed: 3, message: 'Batch assignment completed: 4 successful, 3 failed' });
    expect(body.results[0]).toMatchObject({ file_id: files[0], success: false });
    expect(body.results[5]).toMatchObject({ file_id: 99999999, success: false, message: 'Not found' });
    expect(await count(`file_traits ft JOIN files f ON f.id = ft.file_id WHERE f.collection_id = ${id}`)).toBe(5);
    expect(foreign).toBeGreaterThan(0);
    const tooMany = await post('trait_to_file.php', {
      assignments: Array.from({ length: 101 }, () => ({ file_id: files[0], value_id: valueIds[0] })),
    });
    expect(tooMany.status).toBe(400);
  });

  it('pages the assignments with the file list', async () => {
    const { id, files } = await collectionWithFiles(12);
    const { valueIds } = await addTrait(id, 'Body', ['Round']);
    await post('trait_to_file.php', { assignments: files.map((f) => ({ file_id: f, value_id: valueIds[0] })) });
    const page = await (
      await t.app.request(`/api/get_assigned_traits.php?collectionId=${id}&page=2&pageSize=10`, { headers: alice })
    ).json();
    expect(page.assignments).toHaveLength(2);
  });
});
