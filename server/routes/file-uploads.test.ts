// The upload contract of the files screen: one result per file sent, in order, and what a taken name
// does under each `onExisting` choice (rename, replace, skip, ask).
import { canonicalAddress } from '../auth/canonical-address.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createTestApp, jsonRequest, type TestApp } from '../test/test-app.ts';
import { gifBytes, pngBytes } from '../test/images.ts';
import { seedCollection, uploadForm } from '../test/files-seed.ts';
import { uploadAnswerSchema, type UploadAnswer } from '../contract/files.ts';

let t: TestApp;
let alice: Record<string, string>;
const ALICE = 'stars1emweyg8uxnhr4q0vasqnujfwdcfd58vp7d95tl';

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signIn(ALICE);
});
afterAll(() => t.close());

async function send(id: number, files: Array<{ name: string; bytes?: Uint8Array }>, onExisting?: string) {
  const form = uploadForm(id, []);
  if (onExisting) form.set('onExisting', onExisting);
  for (const f of files)
    form.append('files[]', new File([(f.bytes ?? pngBytes()) as Uint8Array<ArrayBuffer>], f.name, { type: 'image/png' }));
  const res = await t.app.request('/api/upload_file.php', { method: 'POST', headers: alice, body: form });
  return { status: res.status, body: uploadAnswerSchema.parse(await res.json()) };
}
/** The rows of the files stored or replaced (a refused request stores none). */
const storedFiles = (answer: UploadAnswer) => (answer.success ? answer.uploadedFiles : []);
const rows = async (id: number) =>
  t.db.query<{ id: number; file_name: string; content_type: string }>(
    'SELECT id, file_name, content_type FROM files WHERE collection_id = $1 ORDER BY id',
    [id],
  );
const objects = async (id: number) =>
  (await readdir(join(t.uploadsDir, 'collections', canonicalAddress(ALICE), String(id))).catch(() => [])).length;

describe('onExisting', () => {
  it('rename (the default) gives a taken name a -2 suffix', async () => {
    const id = await seedCollection(t, ALICE);
    await send(id, [{ name: 'a.png' }]);
    const { status, body } = await send(id, [{ name: 'a.png' }, { name: 'b.png' }]);
    expect(status).toBe(200);
    expect(body.results).toEqual([
      { name: 'a.png', fileName: 'a-2.png', status: 'stored' },
      { name: 'b.png', fileName: 'b.png', status: 'stored' },
    ]);
    expect(storedFiles(body).map((f) => f.file_name)).toEqual(['a-2.png', 'b.png']);
  });

  it('replace keeps the row (and its traits) and swaps the bytes; the old object is removed', async () => {
    const id = await seedCollection(t, ALICE);
    const first = await send(id, [{ name: 'a.png' }]);
    const fileId = storedFiles(first.body)[0]!.id;
    const firstDate = storedFiles(first.body)[0]!.creationDate;
    const trait = (await (
      await t.app.request('/api/add_main_trait.php', jsonRequest({ collection_id: id, trait_name: 'Eyes' }, alice))
    ).json()) as { trait: { id: number } };
    const value = (await (
      await t.app.request('/api/add_trait_value.php', jsonRequest({ main_trait_id: trait.trait.id, value: 'Red' }, alice))
    ).json()) as { value: { id: number } };
    await t.app.request('/api/trait_to_file.php', jsonRequest({ file_id: fileId, value_id: value.value.id }, alice));
    t.clock.advance(1000);
    const { status, body } = await send(
      id,
      [
        { name: 'a.gif', bytes: gifBytes() },
        { name: 'a.png', bytes: pngBytes(3, 3) },
      ],
      'replace',
    );
    expect(status).toBe(200);
    expect(body.results).toEqual([
      { name: 'a.gif', fileName: 'a.gif', status: 'stored' },
      { name: 'a.png', fileName: 'a.png', status: 'replaced' },
    ]);
    // The upload time is the image's version in the files screen's address: new bytes, new address.
    expect(storedFiles(body).find((f) => f.id === fileId)!.creationDate).not.toBe(firstDate);
    expect((await rows(id)).map((r) => r.file_name)).toEqual(['a.png', 'a.gif']);
    expect((await rows(id))[0]!.id).toBe(fileId);
    expect(await objects(id)).toBe(2);
    const served = await t.app.request(`/api/uploads/collections/${canonicalAddress(ALICE)}/${id}/a.png`, { headers: alice });
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pngBytes(3, 3));
    const assigned = (await (await t.app.request(`/api/get_assigned_traits.php?collectionId=${id}`, { headers: alice })).json()) as {
      assignments: Array<{ file_id: number }>;
    };
    expect(assigned.assignments.map((a) => a.file_id)).toEqual([fileId]);
  });

  it('skip leaves the existing file; ask stores nothing for a taken name and answers exists', async () => {
    const id = await seedCollection(t, ALICE);
    await send(id, [{ name: 'a.png' }]);
    const skipped = await send(id, [{ name: 'a.png' }, { name: 'b.png' }], 'skip');
    expect(skipped.body.results).toEqual([
      { name: 'a.png', fileName: 'a.png', status: 'skipped' },
      { name: 'b.png', fileName: 'b.png', status: 'stored' },
    ]);
    const asked = await send(id, [{ name: 'a.png' }, { name: 'b.png' }], 'ask');
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ success: true, uploadedFiles: [] });
    expect(asked.body.results.map((r) => r.status)).toEqual(['exists', 'exists']);
    expect((await rows(id)).map((r) => r.file_name)).toEqual(['a.png', 'b.png']);
    expect(await objects(id)).toBe(2);
  });
});
