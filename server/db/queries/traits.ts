// Traits of a collection and their values, each id followed to its collection and that collection's owner.
import type { Queryable } from '../client.ts';
import type { Trait } from '../../contract/traits.ts';

/** Each value counts every stored file it is assigned to (cut-off or not): what deleting it removes. */
export async function listTraitsOfCollection(db: Queryable, collectionId: string): Promise<Trait[]> {
  const rows = await db.query<{
    id: number;
    trait_name: string;
    created_at: Date;
    values: Array<{ id: number; value: string; files: number }> | null;
  }>(
    `SELECT t.id, t.trait_name, t.created_at,
       (SELECT json_agg(json_build_object('id', v.id, 'value', v.value,
          'files', (SELECT count(*) FROM file_traits ft WHERE ft.value_id = v.id)) ORDER BY v.id)
        FROM trait_values v WHERE v.trait_id = t.id) AS values
     FROM traits t WHERE t.collection_id = $1 ORDER BY t.id`,
    [collectionId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    trait_name: r.trait_name,
    creationDate: new Date(r.created_at).toISOString(),
    values: (r.values ?? []).map((v) => ({ id: Number(v.id), value: v.value, files: Number(v.files) })),
  }));
}

/** The trait's collection when the owner owns it. */
export async function findOwnedTrait(db: Queryable, traitId: string, owner: string): Promise<{ collection_id: string } | null> {
  const [row] = await db.query<{ collection_id: string }>(
    'SELECT t.collection_id FROM traits t JOIN collections c ON c.id = t.collection_id WHERE t.id = $1 AND c.owner = $2',
    [traitId, owner],
  );
  return row ?? null;
}

export async function findOwnedValue(
  db: Queryable,
  valueId: string,
  owner: string,
): Promise<{ trait_id: string; collection_id: string } | null> {
  const [row] = await db.query<{ trait_id: string; collection_id: string }>(
    `SELECT v.trait_id, t.collection_id FROM trait_values v JOIN traits t ON t.id = v.trait_id
     JOIN collections c ON c.id = t.collection_id WHERE v.id = $1 AND c.owner = $2`,
    [valueId, owner],
  );
  return row ?? null;
}

/** The new trait's id, or null when the collection already has a trait of that name. */
export async function insertTrait(db: Queryable, t: { collectionId: string; name: string; createdAt: Date }): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO traits (collection_id, trait_name, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (collection_id, trait_name) DO NOTHING RETURNING id`,
    [t.collectionId, t.name, t.createdAt],
  );
  return row ? Number(row.id) : null;
}

/** The new value's id, or null when the trait already has that value. */
export async function insertTraitValue(db: Queryable, traitId: string, value: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO trait_values (trait_id, value) VALUES ($1, $2) ON CONFLICT (trait_id, value) DO NOTHING RETURNING id',
    [traitId, value],
  );
  return row ? Number(row.id) : null;
}

/** False when the trait does not exist or is in someone else's collection. Values and assignments go with it. */
export async function deleteOwnedTrait(db: Queryable, traitId: string, owner: string): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM traits t USING collections c WHERE t.id = $1 AND c.id = t.collection_id AND c.owner = $2 RETURNING t.id',
    [traitId, owner],
  );
  return rows.length > 0;
}

/** Callers check ownership first (findOwnedValue). */
export async function deleteTraitValue(db: Queryable, valueId: string): Promise<void> {
  await db.query('DELETE FROM trait_values WHERE id = $1', [valueId]);
}
