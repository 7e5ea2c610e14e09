// Seeding for the files and traits tests: collections inserted directly, uploads through the API.
import type { TestApp } from './test-app.ts';
import { pngBytes } from './images.ts';
import { canonicalAddress } from '../auth/canonical-address.ts';

export async function seedCollection(t: TestApp, owner: string, name = 'Test collection', description = 'A test'): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    'INSERT INTO collections (owner, name, description, created_at) VALUES ($1, $2, $3, now()) RETURNING id',
    [canonicalAddress(owner), name, description],
  );
  return Number(row!.id);
}

export function uploadForm(collectionId: number | string, files: Array<{ name: string; bytes?: Uint8Array; type?: string }>): FormData {
  const form = new FormData();
  form.set('collectionId', String(collectionId));
  for (const f of files)
    form.append('files[]', new File([(f.bytes ?? pngBytes()) as Uint8Array<ArrayBuffer>], f.name, { type: f.type ?? 'image/png' }));
  return form;
}

export function upload(
  t: TestApp,
  headers: Record<string, string>,
  collectionId: number | string,
  files: Array<{ name: string; bytes?: Uint8Array }>,
) {
  return t.app.request('/api/upload_file.php', { method: 'POST', headers, body: uploadForm(collectionId, files) });
}

export const numbered = (count: number, start = 1) => Array.from({ length: count }, (_, i) => ({ name: `${start + i}.png` }));

export async function fileIds(t: TestApp, collectionId: number): Promise<number[]> {
  const rows = await t.db.query<{ id: number }>('SELECT id FROM files WHERE collection_id = $1 ORDER BY id', [collectionId]);
  return rows.map((r) => Number(r.id));
}
