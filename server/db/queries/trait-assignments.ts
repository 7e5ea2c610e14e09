// Values assigned to files (file_traits). Its primary key refuses a second value of a trait on a file.
import type { Queryable } from '../client.ts';
import type { Assignment } from '../../contract/traits.ts';
import { FILE_ORDER } from './files.ts';

/** Assignments of every file, or only of the files on one page of the list. */
export async function listAssignmentsOfCollection(
  db: Queryable,
  collectionId: string,
  page?: { limit: number; offset: number },
): Promise<Assignment[]> {
  const scope = page
    ? `(SELECT f.id FROM files f WHERE f.collection_id = $1 ORDER BY ${FILE_ORDER} LIMIT $2 OFFSET $3)`
    : '(SELECT f.id FROM files f WHERE f.collection_id = $1)';
  const rows = await db.query<{ file_id: number; trait_id: number; trait_name: string; value: string; value_id: number }>(
    `SELECT ft.file_id, t.id AS trait_id, t.trait_name, v.value, v.id AS value_id
     FROM file_traits ft JOIN traits t ON t.id = ft.trait_id JOIN trait_values v ON v.id = ft.value_id
     WHERE ft.file_id IN ${scope} ORDER BY ft.file_id, t.id`,
    page ? [collectionId, page.limit, page.offset] : [collectionId],
  );
  return rows.map((r) => ({ ...r, file_id: Number(r.file_id), trait_id: Number(r.trait_id), value_id: Number(r.value_id) }));
}

/** A requested (file, value) pair with its file's and value's collections and owners (null when missing). */
export type ResolvedPair = {
  ord: number;
  file_id: string;
  value_id: string;
  file_collection: string | null;
  file_owner: string | null;
  value_collection: string | null;
  value_owner: string | null;
  trait_id: string | null;
};

/** Every pair resolved in one query, in the order given. */
export function resolveAssignmentPairs(db: Queryable, pairs: Array<{ file_id: string; value_id: string }>): Promise<ResolvedPair[]> {
  return db.query<ResolvedPair>(
    `SELECT i.ord, i.file_id::text, i.value_id::text, f.collection_id::text AS file_collection, fc.owner AS file_owner,
       t.collection_id::text AS value_collection, vc.owner AS value_owner, v.trait_id::text
     FROM unnest($1::bigint[], $2::bigint[]) WITH ORDINALITY AS i(file_id, value_id, ord)
     LEFT JOIN files f ON f.id = i.file_id LEFT JOIN collections fc ON fc.id = f.collection_id
     LEFT JOIN trait_values v ON v.id = i.value_id LEFT JOIN traits t ON t.id = v.trait_id
     LEFT JOIN collections vc ON vc.id = t.collection_id
     ORDER BY i.ord`,
    [pairs.map((p) => p.file_id), pairs.map((p) => p.value_id)],
  );
}

/** Inserts in one statement; answers the `file_id|trait_id` keys that were free and are now taken. */
export async function insertAssignments(
  db: Queryable,
  rows: Array<{ file_id: string; trait_id: string; value_id: string }>,
): Promise<Set<string>> {
  const inserted = await db.query<{ file_id: string; trait_id: string }>(
    `INSERT INTO file_traits (file_id, trait_id, value_id)
     SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[])
     ON CONFLICT (file_id, trait_id) DO NOTHING RETURNING file_id::text, trait_id::text`,
    [rows.map((r) => r.file_id), rows.map((r) => r.trait_id), rows.map((r) => r.value_id)],
  );
  return new Set(inserted.map((r) => `${r.file_id}|${r.trait_id}`));
}

/** False when the file does not carry that value or is in someone else's collection. */
export async function deleteOwnedAssignment(db: Queryable, fileId: string, valueId: string, owner: string): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM file_traits ft USING files f, collections c
     WHERE ft.file_id = $1 AND ft.value_id = $2 AND f.id = ft.file_id AND c.id = f.collection_id AND c.owner = $3
     RETURNING ft.file_id`,
    [fileId, valueId, owner],
  );
  return rows.length > 0;
}
