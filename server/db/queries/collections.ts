// Collections of an owner. A foreign collection is never returned: callers answer it like a missing one.
import type { Queryable } from '../client.ts';
import type { Collection } from '../../contract/collections.ts';

type CollectionRow = {
  id: string | number;
  owner: string;
  name: string;
  description: string;
  cover_key: string | null;
  created_at: Date | string;
};

const COLUMNS = 'id, owner, name, description, cover_key, created_at';

const toCollection = (r: CollectionRow): Collection => ({
  id: Number(r.id),
  name: r.name,
  description: r.description,
  walletAdd: r.owner,
  coverPhoto: r.cover_key,
  creationDate: new Date(r.created_at).toISOString(),
});

export async function listCollectionsByOwner(db: Queryable, owner: string): Promise<Collection[]> {
  const rows = await db.query<CollectionRow>(`SELECT ${COLUMNS} FROM collections WHERE owner = $1 ORDER BY id`, [owner]);
  return rows.map(toCollection);
}

export async function findCollectionOfOwner(db: Queryable, id: string, owner: string): Promise<Collection | null> {
  const [row] = await db.query<CollectionRow>(`SELECT ${COLUMNS} FROM collections WHERE id = $1 AND owner = $2`, [id, owner]);
  return row ? toCollection(row) : null;
}

/**
 * Inside a transaction: whether the owner's collection still exists, holding it until the transaction
 * ends, so a delete waits for rows that name it instead of failing them halfway.
 */
export async function holdCollectionOfOwner(tx: Queryable, id: string, owner: string): Promise<boolean> {
  const rows = await tx.query('SELECT id FROM collections WHERE id = $1 AND owner = $2 FOR KEY SHARE', [id, owner]);
  return rows.length > 0;
}

export async function countCollectionsByOwner(db: Queryable, owner: string): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT COUNT(*)::int AS count FROM collections WHERE owner = $1', [owner]);
  return row?.count ?? 0;
}

export async function insertCollection(
  db: Queryable,
  c: { owner: string; name: string; description: string; coverKey: string | null; coverType: string | null; createdAt: Date },
): Promise<Collection> {
  const [row] = await db.query<CollectionRow>(
    `INSERT INTO collections (owner, name, description, cover_key, cover_type, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [c.owner, c.name, c.description, c.coverKey, c.coverType, c.createdAt],
  );
  return toCollection(row!);
}

/** A null `coverType` keeps the stored one. Null when the collection is missing or someone else's. */
export async function updateCollectionOfOwner(
  db: Queryable,
  c: { id: string; owner: string; name: string; description: string; coverKey: string | null; coverType: string | null },
): Promise<Collection | null> {
  const [row] = await db.query<CollectionRow>(
    `UPDATE collections SET name = $3, description = $4, cover_key = $5, cover_type = COALESCE($6, cover_type)
     WHERE id = $1 AND owner = $2 RETURNING ${COLUMNS}`,
    [c.id, c.owner, c.name, c.description, c.coverKey, c.coverType],
  );
  return row ? toCollection(row) : null;
}

/** Files, traits and assignments go with the row (ON DELETE CASCADE). Null when missing or someone else's. */
export async function deleteCollectionOfOwner(db: Queryable, id: string, owner: string): Promise<{ coverKey: string | null } | null> {
  const [row] = await db.query<{ cover_key: string | null }>('DELETE FROM collections WHERE id = $1 AND owner = $2 RETURNING cover_key', [
    id,
    owner,
  ]);
  return row ? { coverKey: row.cover_key } : null;
}

/** Storage keys of a collection's files that lie outside `prefix` (stored under an older spelling of the owner). */
export async function fileKeysOutside(db: Queryable, id: string, owner: string, prefix: string): Promise<string[]> {
  const rows = await db.query<{ storage_key: string }>(
    `SELECT f.storage_key FROM files f JOIN collections c ON c.id = f.collection_id WHERE c.id = $1 AND c.owner = $2 AND f.storage_key NOT LIKE $3`,
    [id, owner, `${prefix}/%`],
  );
  return rows.map((r) => r.storage_key);
}

/** The type the cover's bytes proved at upload, when `key` is a cover of one of the owner's collections. */
export async function findCoverType(db: Queryable, key: string, owner: string): Promise<string | null> {
  const [row] = await db.query<{ cover_type: string }>('SELECT cover_type FROM collections WHERE cover_key = $1 AND owner = $2', [
    key,
    owner,
  ]);
  return row?.cover_type ?? null;
}
