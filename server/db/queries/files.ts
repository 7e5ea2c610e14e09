// Files of a collection. Every query that lists, serves or exports files applies the credit cut-off: only
// the first `allowance` files in the one display order count; the rest stay stored, out of reach, and
// come back when the allowance grows again.
import type { Queryable } from '../client.ts';
import type { CollectionFile } from '../../contract/files.ts';

/** The one display order (numbered names by number, then by name), shared by the list, the credit cut-off and the export. */
export const fileOrder = (alias: string) =>
  `substring(${alias}.file_name from '^[0-9]{1,15}')::bigint NULLS LAST, ${alias}.file_name, ${alias}.id`;
export const FILE_ORDER = fileOrder('f');

/** SQL for the ids of the files within the cut-off of collection `collection` (an SQL expression). */
export const accessibleIds = (collection: string, allowance: string) =>
  `(SELECT g.id FROM files g WHERE g.collection_id = ${collection} ORDER BY ${fileOrder('g')} LIMIT ${allowance})`;

/** One page of the accessible files as LIMIT/OFFSET, or everything accessible without a page. */
export function accessibleWindow(allowance: number, page?: { limit: number; offset: number }) {
  const offset = page?.offset ?? 0;
  return { limit: Math.max(0, Math.min(page?.limit ?? allowance, allowance - offset)), offset };
}

type FileRow = { id: number | string; file_name: string; created_at: Date | string; token_name: string | null };

export const toFile = (row: FileRow): CollectionFile => ({
  id: Number(row.id),
  file_name: row.file_name,
  name: row.file_name,
  creationDate: new Date(row.created_at).toISOString(),
  tokenName: row.token_name,
});

/** Every stored file, within the cut-off or not (the list's total, the upload limits). */
export async function countFiles(db: Queryable, collectionId: string): Promise<number> {
  const [row] = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM files WHERE collection_id = $1', [collectionId]);
  return Number(row?.n ?? 0);
}

/** The accessible files: one page of them, or all of them without a page. */
export async function listAccessibleFiles(
  db: Queryable,
  collectionId: string,
  allowance: number,
  page?: { limit: number; offset: number },
): Promise<CollectionFile[]> {
  const window = accessibleWindow(allowance, page);
  if (window.limit === 0) return [];
  const rows = await db.query<FileRow>(
    `SELECT f.id, f.file_name, f.created_at, f.token_name FROM files f WHERE f.collection_id = $1 ORDER BY ${FILE_ORDER} LIMIT $2 OFFSET $3`,
    [collectionId, window.limit, window.offset],
  );
  return rows.map(toFile);
}

/** The stored object of an accessible file of the owner's collection, or null. */
export async function findAccessibleFile(
  db: Queryable,
  f: { collectionId: string; owner: string; fileName: string; allowance: number },
): Promise<{ storage_key: string; content_type: string } | null> {
  const [row] = await db.query<{ storage_key: string; content_type: string }>(
    `SELECT f.storage_key, f.content_type FROM files f JOIN collections c ON c.id = f.collection_id
     WHERE f.collection_id = $1 AND c.owner = $2 AND f.file_name = $3 AND f.id IN ${accessibleIds('$1', '$4')}`,
    [f.collectionId, f.owner, f.fileName, f.allowance],
  );
  return row ?? null;
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

type StoredFile = { key: string; type: string; size: number; tokenName: string | null };

export async function insertFile(db: Queryable, collectionId: string, name: string, file: StoredFile, now: Date): Promise<CollectionFile> {
  const [row] = await db.query<FileRow>(
    `INSERT INTO files (collection_id, file_name, storage_key, content_type, size, created_at, token_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, file_name, created_at, token_name`,
    [collectionId, name, file.key, file.type, file.size, now, file.tokenName],
  );
  return toFile(row!);
}

/** The row keeps its id (and so its traits); its bytes, type, date and token name become the new file's. Answers the old key. */
export async function replaceFile(
  db: Queryable,
  collectionId: string,
  name: string,
  file: StoredFile,
  now: Date,
): Promise<{ file: CollectionFile; oldKey: string }> {
  const [row] = await db.query<FileRow & { storage_key: string }>(
    `UPDATE files n SET storage_key = $3, content_type = $4, size = $5, created_at = $6, token_name = $7
     FROM files o WHERE n.id = o.id AND n.collection_id = $1 AND n.file_name = $2
     RETURNING n.id, n.file_name, n.created_at, n.token_name, o.storage_key`,
    [collectionId, name, file.key, file.type, file.size, now, file.tokenName],
  );
  return { file: toFile(row!), oldKey: row!.storage_key };
}

/** The deleted file's storage key, or null when the collection has no file of that name. */
export async function deleteFileByName(db: Queryable, collectionId: string, fileName: string): Promise<string | null> {
  const [row] = await db.query<{ storage_key: string }>(
    'DELETE FROM files WHERE collection_id = $1 AND file_name = $2 RETURNING storage_key',
    [collectionId, fileName],
  );
  return row?.storage_key ?? null;
}

/** Every storage key a row refers to (files, covers, ticket images): what the orphan sweep keeps. */
export async function storageKeysInUse(db: Queryable): Promise<Set<string>> {
  const rows = await db.query<{ key: string }>(
    `SELECT storage_key AS key FROM files
     UNION ALL SELECT cover_key FROM collections WHERE cover_key IS NOT NULL
     UNION ALL SELECT storage_key FROM ticket_images`,
  );
  return new Set(rows.map((r) => r.key));
}
