// Traits, values and assignments, each id followed to its collection and that collection's owner.
import type { Queryable } from '../db/client.ts';
import type { Assignment, Trait } from '../contract/traits.ts';
import { FILE_ORDER } from './collection-files.ts';

export async function listTraits(db: Queryable, collectionId: string): Promise<Trait[]> {
  const rows = await db.query<{ id: number; trait_name: string; created_at: Date; values: Array<{ id: number; value: string }> | null }>(
    `SELECT t.id, t.trait_name, t.created_at,
       (SELECT json_agg(json_build_object('id', v.id, 'value', v.value) ORDER BY v.id) FROM trait_values v WHERE v.trait_id = t.id) AS values
     FROM traits t WHERE t.collection_id = $1 ORDER BY t.id`,
    [collectionId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    trait_name: r.trait_name,
    creationDate: new Date(r.created_at).toISOString(),
    values: (r.values ?? []).map((v) => ({ id: Number(v.id), value: v.value })),
  }));
}

/** Assignments of every file, or only of the files on one page of the list. */
export async function listAssignments(db: Queryable, collectionId: string, page?: { limit: number; offset: number }): Promise<Assignment[]> {
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

/** The trait's collection when the owner owns it. */
export async function ownedTrait(db: Queryable, traitId: string, owner: string): Promise<{ collection_id: string } | null> {
  const [row] = await db.query<{ collection_id: string }>(
    'SELECT t.collection_id FROM traits t JOIN collections c ON c.id = t.collection_id WHERE t.id = $1 AND c.owner = $2',
    [traitId, owner],
  );
  return row ?? null;
}

export async function ownedValue(db: Queryable, valueId: string, owner: string): Promise<{ trait_id: string; collection_id: string } | null> {
  const [row] = await db.query<{ trait_id: string; collection_id: string }>(
    `SELECT v.trait_id, t.collection_id FROM trait_values v JOIN traits t ON t.id = v.trait_id
     JOIN collections c ON c.id = t.collection_id WHERE v.id = $1 AND c.owner = $2`,
    [valueId, owner],
  );
  return row ?? null;
}
