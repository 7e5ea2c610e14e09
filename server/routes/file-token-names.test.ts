// A file's own token name (a one-of-one sent from the combiner): stored with the upload that names it,
// listed with the file, following the file through a rename and a replace; files without one list null.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { pngBytes } from '../test/images.ts';
import { seedCollection, uploadForm } from '../test/files-seed.ts';
import { filesResponseSchema, TOKEN_NAMES_FIELD, uploadAnswerSchema } from '../contract/files.ts';

let t: TestApp;
let alice: Record<string, string>;
const ALICE = 'stars1rm4qnhkf63uvkc3myfks06hhnps3tmwsgtmcsr';

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signIn(ALICE);
});
afterAll(() => t.close());

async function send(id: number, names: string[], tokenNames?: Record<string, string>, onExisting?: string) {
  const form = uploadForm(id, []);
  if (onExisting) form.set('onExisting', onExisting);
  if (tokenNames) form.set(TOKEN_NAMES_FIELD, JSON.stringify(tokenNames));
  for (const name of names) form.append('files[]', new File([pngBytes() as Uint8Array<ArrayBuffer>], name, { type: 'image/png' }));
  const res = await t.app.request('/api/upload_file.php', { method: 'POST', headers: alice, body: form });
  expect(res.status).toBe(200);
  return uploadAnswerSchema.parse(await res.json());
}

async function listed(id: number) {
  const res = await t.app.request(`/api/get_files.php?collectionId=${id}`, { headers: alice });
  return Object.fromEntries(filesResponseSchema.parse(await res.json()).files.map((f) => [f.file_name, f.tokenName]));
}

describe('token names', () => {
  it('keeps the name given to a file, trimmed; the other files of the batch have none', async () => {
    const id = await seedCollection(t, ALICE);
    const answer = await send(id, ['7.png', '8.png', '9.png'], { '8.png': '  The King ' });
    expect(answer.success && answer.uploadedFiles.map((f) => f.tokenName)).toEqual([null, 'The King', null]);
    expect(await listed(id)).toEqual({ '7.png': null, '8.png': 'The King', '9.png': null });
    const [row] = await t.db.query<{ token_name: string }>('SELECT token_name FROM files WHERE collection_id = $1 AND file_name = $2', [
      id,
      '8.png',
    ]);
    expect(row!.token_name).toBe('The King');
  });

  it('follows a file renamed for a taken name, and a replace takes the new file’s name or none', async () => {
    const id = await seedCollection(t, ALICE);
    await send(id, ['8.png']);
    await send(id, ['8.png'], { '8.png': 'The Queen' });
    expect(await listed(id)).toEqual({ '8.png': null, '8-2.png': 'The Queen' });
    await send(id, ['8.png'], { '8.png': 'The King' }, 'replace');
    expect(await listed(id)).toEqual({ '8.png': 'The King', '8-2.png': 'The Queen' });
    await send(id, ['8-2.png'], undefined, 'replace');
    expect(await listed(id)).toEqual({ '8.png': 'The King', '8-2.png': null });
  });

  it('keeps a name of 255 characters and any script', async () => {
    const id = await seedCollection(t, ALICE);
    const long = 'K'.repeat(255);
    await send(id, ['1.png', '2.png'], { '1.png': long, '2.png': 'Le Roi — 王様 👑' });
    expect(await listed(id)).toEqual({ '1.png': long, '2.png': 'Le Roi — 王様 👑' });
  });
});
