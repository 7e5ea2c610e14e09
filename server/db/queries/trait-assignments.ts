// Values assigned to files (file_traits). Its primary key refuses a second value of a trait on a file.
// Files beyond the owner's credit cut-off are out of reach here too: their assignments are neither
// listed nor changed (they stay stored).
import type { Queryable } from '../client.ts';
import type { Assignment } from '../../contract/traits.ts';
import { accessibleIds, accessibleWindow, FILE_ORDER } from './files.ts';

/** Assignments of every accessible file, or only of the accessible files on one page of the list. */
export async function listAssignmentsOfCollection(
  db: Queryable,
  collectionId: string,
  allowance: number,
  page?: { limit: number; offset: number },
): Promise<Assignment[]> {
  const window = accessibleWindow(allowance, page);
  if (window.limit === 0) return [];
  const scope = `(SELECT f.id FROM files f WHERE f.collection_id = $1 ORDER BY ${FILE_ORDER} LIMIT $2 OFFSET $3)`;
  const rows = await db.query<{ file_id: number; trait_id: number; trait_name: string; value: string; value_id: number }>(
    `SELECT ft.file_id, t.id AS trait_id, t.trait_name, v.value, v.id AS value_id
     FROM file_traits ft JOIN traits t ON t.id = ft.trait_id JOIN trait_values v ON v.id = ft.value_id
     WHERE ft.file_id IN ${scope} ORDER BY ft.file_id, t.id`,
    [collectionId, window.limit, window.offset],
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
  /** False when the file lies beyond its owner's credit cut-off. */
  file_accessible: boolean;
  value_collection: string | null;
  value_owner: string | null;
  trait_id: string | null;
};

/**
 * Every pair resolved in one query, in the order given. `allowance`: the caller's cut-off; the files within
 * it are computed once per collection the batch touches.
 */
export function resolveAssignmentPairs(
  db: Queryable,
  pairs: Array<{ file_id: string; value_id: string }>,
  allowance: number,
): Promise<ResolvedPair[]> {
  return db.query<ResolvedPair>(
    `WITH i AS (SELECT * FROM unnest($1::bigint[], $2::bigint[]) WITH ORDINALITY AS i(file_id, value_id, ord)),
     touched AS (SELECT DISTINCT f.collection_id FROM i JOIN files f ON f.id = i.file_id),
     accessible AS (SELECT a.id FROM touched CROSS JOIN LATERAL ${accessibleIds('touched.collection_id', '$3')} a)
     SELECT i.ord, i.file_id::text, i.value_id::text, f.collection_id::text AS file_collection, fc.owner AS file_owner,
       EXISTS (SELECT 1 FROM accessible a WHERE a.id = f.id) AS file_accessible,
       t.collection_id::text AS value_collection, vc.owner AS value_owner, v.trait_id::text
     FROM i LEFT JOIN files f ON f.id = i.file_id LEFT JOIN collections fc ON fc.id = f.collection_id
     LEFT JOIN trait_values v ON v.id = i.value_id LEFT JOIN traits t ON t.id = v.trait_id
     LEFT JOIN collections vc ON vc.id = t.collection_id
     ORDER BY i.ord`,
    [pairs.map((p) => p.file_id), pairs.map((p) => p.value_id), allowance],
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

/** False when the file does not carry that value, is in someone else's collection or beyond the cut-off. */
export async function deleteOwnedAssignment(
  db: Queryable,
  a: { fileId: string; valueId: string; owner: string; allowance: number },
): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM file_traits ft USING files f, collections c
     WHERE ft.file_id = $1 AND ft.value_id = $2 AND f.id = ft.file_id AND c.id = f.collection_id AND c.owner = $3
       AND f.id IN ${accessibleIds('f.collection_id', '$4')}
     RETURNING ft.file_id`,
    [a.fileId, a.valueId, a.owner, a.allowance],
  );
  return rows.length > 0;
}
