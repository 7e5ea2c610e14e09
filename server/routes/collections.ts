// Collections of the signed-in user (SPEC.md section 7): list, add, edit, delete. The owner is always
// the session; a foreign collection answers exactly like a missing one (404).
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv, Session } from '../deps.ts';
import { requireSession } from '../auth/require-session.ts';
import { conflict, forbidden, notFound } from '../http-error.ts';
import { formBody, jsonBody, parseWith, queryWith } from '../request-body.ts';
import { lockKey, type Queryable } from '../db/client.ts';
import { STARS_PREFIX } from '../contract/limits.ts';
import {
  collectionFields,
  collectionIdQuery,
  deleteCollectionBody,
  editFields,
  limitMessage,
  MESSAGES,
  type Collection,
  type CollectionMutationResponse,
} from '../contract/collections.ts';
import { collectionLimit, creditSummary } from '../services/credits.ts';
import { checkCover, coverRoutes, storeCover } from './collection-covers.ts';

type Row = { id: string | number; owner: string; name: string; description: string; cover_key: string | null; created_at: Date | string };

const toCollection = (r: Row): Collection => ({
  id: Number(r.id),
  name: r.name,
  description: r.description,
  walletAdd: r.owner,
  coverPhoto: r.cover_key,
  creationDate: new Date(r.created_at).toISOString(),
});

const COLUMNS = 'id, owner, name, description, cover_key, created_at';

const listOf = (db: Queryable, owner: string) =>
  db.query<Row>(`SELECT ${COLUMNS} FROM collections WHERE owner = $1 ORDER BY id`, [owner]);

async function ownedRow(db: Queryable, id: string, owner: string): Promise<Row> {
  const [row] = await db.query<Row>(`SELECT ${COLUMNS} FROM collections WHERE id = $1 AND owner = $2`, [id, owner]);
  if (!row) throw notFound('Collection not found');
  return row;
}

const isEmailUser = (s: Session) => s.wallet === 'email';

function collectionsUser(c: Context<AppEnv>): Session {
  const session = requireSession(c);
  if (!isEmailUser(session) && !session.address.startsWith(STARS_PREFIX)) throw forbidden(MESSAGES.onlyStarsOrEmail);
  return session;
}

const text = (form: FormData, field: string) => {
  const value = form.get(field);
  return typeof value === 'string' ? value : undefined;
};

export function collectionsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.route('/', coverRoutes(deps));

  routes.get('/api.php', async (c) => {
    const { address } = requireSession(c);
    const { id } = queryWith(c, collectionIdQuery);
    if (id) return c.json([toCollection(await ownedRow(deps.db, id, address))]);
    return c.json((await listOf(deps.db, address)).map(toCollection));
  });

  routes.post('/api.php', async (c) => {
    const { address } = requireSession(c);
    return c.json((await listOf(deps.db, address)).map(toCollection));
  });

  routes.post('/add_collection.php', async (c) => {
    const session = collectionsUser(c);
    const form = await formBody(c);
    const fields = parseWith(collectionFields, { name: text(form, 'name'), description: text(form, 'description') });
    const cover = await checkCover(form.get('coverPhoto'), true);
    // Holdings come from the chain before the lock, so a slow indexer never holds the owner's lock.
    const limit = collectionLimit(await creditSummary(deps, session.address), isEmailUser(session));
    const row = await deps.db.transaction(async (tx) => {
      await lockKey(tx, `collections:${session.address}`);
      const [{ count } = { count: 0 }] = await tx.query<{ count: number }>('SELECT COUNT(*)::int AS count FROM collections WHERE owner = $1', [session.address]);
      if (count >= limit) throw conflict(limitMessage(limit, isEmailUser(session)));
      const coverKey = cover ? await storeCover(deps, session.address, cover) : null;
      try {
        const [inserted] = await tx.query<Row>(
          `INSERT INTO collections (owner, name, description, cover_key, cover_type, created_at)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
          [session.address, fields.name, fields.description, coverKey, cover?.type ?? null, deps.clock.now()],
        );
        return inserted!;
      } catch (error) {
        if (coverKey) await deps.storage.delete(coverKey);
        throw error;
      }
    });
    return c.json({ success: true, message: MESSAGES.added, collection: toCollection(row) } satisfies CollectionMutationResponse);
  });

  routes.post('/edit_collection.php', async (c) => {
    const { address } = collectionsUser(c);
    const form = await formBody(c);
    const fields = parseWith(editFields, { id: text(form, 'id'), name: text(form, 'name'), description: text(form, 'description') });
    const before = await ownedRow(deps.db, fields.id, address);
    const cover = await checkCover(form.get('cover'), false);
    const coverKey = cover ? await storeCover(deps, address, cover) : before.cover_key;
    const [row] = await deps.db.query<Row>(
      `UPDATE collections SET name = $3, description = $4, cover_key = $5, cover_type = COALESCE($6, cover_type)
       WHERE id = $1 AND owner = $2 RETURNING ${COLUMNS}`,
      [fields.id, address, fields.name, fields.description, coverKey, cover?.type ?? null],
    );
    if (!row) {
      if (cover && coverKey) await deps.storage.delete(coverKey);
      throw notFound('Collection not found');
    }
    if (cover && before.cover_key) await deps.storage.delete(before.cover_key);
    return c.json({ success: true, message: MESSAGES.updated, collection: toCollection(row) } satisfies CollectionMutationResponse);
  });

  routes.post('/delete_collection.php', async (c) => {
    const { address } = requireSession(c);
    const { id } = await jsonBody(c, deleteCollectionBody);
    const prefix = `collections/${address}/${id}`;
    // Files stored before addresses were canonical sit under another spelling of the owner.
    const elsewhere = await deps.db.query<{ storage_key: string }>(
      `SELECT f.storage_key FROM files f JOIN collections c ON c.id = f.collection_id WHERE c.id = $1 AND c.owner = $2 AND f.storage_key NOT LIKE $3`,
      [id, address, `${prefix}/%`],
    );
    const [row] = await deps.db.query<{ cover_key: string | null }>('DELETE FROM collections WHERE id = $1 AND owner = $2 RETURNING cover_key', [id, address]);
    if (!row) throw notFound('Collection not found');
    // Files, traits and assignments go with the row (ON DELETE CASCADE); their bytes go here.
    await deps.storage.deletePrefix(prefix);
    for (const { storage_key } of elsewhere) await deps.storage.delete(storage_key).catch(() => undefined);
    if (row.cover_key) await deps.storage.delete(row.cover_key);
    return c.json({ success: true, message: MESSAGES.deleted } satisfies CollectionMutationResponse);
  });

  return routes;
}
