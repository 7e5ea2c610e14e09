// Queries of collections as the files screen sees them: ownership, and files in their one display
// order (numbered names by number, then by name), which the list, the credit cut-off and the export share.
import type { Queryable } from '../db/client.ts';
import { notFound } from '../http-error.ts';
import type { CollectionFile } from '../contract/files.ts';
import { FILE_ORDER } from '../db/queries/files.ts';

export type CollectionRow = {
  id: number;
  name: string;
  description: string;
  owner: string;
};

export async function findOwnedCollection(db: Queryable, id: string, owner: string): Promise<CollectionRow | null> {
  const [row] = await db.query<CollectionRow>('SELECT id, name, description, owner FROM collections WHERE id = $1 AND owner = $2', [
    id,
    owner,
  ]);
  return row ? { ...row, id: Number(row.id) } : null;
}

/** The caller's collection or a 404: a foreign collection looks exactly like a missing one. */
export async function ownedCollection(db: Queryable, id: string, owner: string): Promise<CollectionRow> {
  const row = await findOwnedCollection(db, id, owner);
  if (!row) throw notFound('Collection not found');
  return row;
}

type FileRow = {
  id: number | string;
  file_name: string;
  created_at: Date | string;
};

export const toFile = (row: FileRow): CollectionFile => ({
  id: Number(row.id),
  file_name: row.file_name,
  name: row.file_name,
  creationDate: new Date(row.created_at).toISOString(),
});

export async function countFiles(db: Queryable, collectionId: string): Promise<number> {
  const [row] = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM files WHERE collection_id = $1', [collectionId]);
  return Number(row?.n ?? 0);
}

/** One page of files, or all of them without a page. */
export async function listFiles(db: Queryable, collectionId: string, page?: { limit: number; offset: number }): Promise<CollectionFile[]> {
  const rows = await db.query<FileRow>(
    `SELECT f.id, f.file_name, f.created_at FROM files f WHERE f.collection_id = $1 ORDER BY ${FILE_ORDER}
     ${page ? 'LIMIT $2 OFFSET $3' : ''}`,
    page ? [collectionId, page.limit, page.offset] : [collectionId],
  );
  return rows.map(toFile);
}

/** Names already used in the collection that could collide with these stems (for unique naming). */
export async function namesLike(db: Queryable, collectionId: string, names: string[]): Promise<Set<string>> {
  const patterns = names.map((n) => `${n.slice(0, n.lastIndexOf('.')).replace(/[\\%_]/g, '\\$&')}%`);
  const rows = await db.query<{ file_name: string }>(
    'SELECT file_name FROM files WHERE collection_id = $1 AND file_name LIKE ANY($2::text[])',
    [collectionId, patterns],
  );
  return new Set(rows.map((r) => r.file_name));
}
