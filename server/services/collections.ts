// Adding, editing and deleting a collection with its cover. The owner is always the session; the
// collection limit is checked under the owner's lock, and a cover whose row never lands is removed.
import { shownAddress, type AppDeps, type Session } from '../deps.ts';
import { lockKey } from '../db/client.ts';
import { conflict, notFound } from '../http-error.ts';
import { limitMessage, type Collection, type CollectionFields } from '../contract/collections.ts';
import {
  countCollectionsByOwner,
  deleteCollectionOfOwner,
  fileKeysOutside,
  findCollectionOfOwner,
  insertCollection,
  listCollectionsByOwner,
  updateCollectionOfOwner,
} from '../db/queries/collections.ts';
import { collectionLimit, creditSummary } from './credits.ts';
import { checkCover, storeCover, type CheckedCover } from './collection-covers.ts';
import { collectionFolder } from './collection-files.ts';

export const isEmailUser = (s: Session) => s.wallet === 'email';

/** The caller's collection or a 404: a foreign collection looks exactly like a missing one. */
export async function collectionOfOwner(deps: AppDeps, id: string, owner: string): Promise<Collection> {
  const collection = await findCollectionOfOwner(deps.db, id, owner);
  if (!collection) throw notFound('Collection not found');
  return shown(deps, collection);
}

export async function addCollection(
  deps: AppDeps,
  session: Session,
  fields: CollectionFields,
  cover: CheckedCover | null,
): Promise<Collection> {
  // Holdings come from the chain before the lock, so a slow indexer never holds the owner's lock.
  const limit = collectionLimit(await creditSummary(deps, session.address), isEmailUser(session));
  return deps.db.transaction(async (tx) => {
    await lockKey(tx, `collections:${session.address}`);
    if ((await countCollectionsByOwner(tx, session.address)) >= limit) throw conflict(limitMessage(limit, isEmailUser(session)));
    const coverKey = cover ? await storeCover(deps, session.address, cover) : null;
    try {
      return shown(
        deps,
        await insertCollection(tx, {
          owner: session.address,
          ...fields,
          coverKey,
          coverType: cover?.type ?? null,
          createdAt: deps.clock.now(),
        }),
      );
    } catch (error) {
      if (coverKey) await deps.storage.delete(coverKey);
      throw error;
    }
  });
}

/**
 * The cover form value is judged only once the collection is known to be the owner's. A new cover
 * replaces the old one, whose bytes are removed once the row points at the new.
 */
export async function editCollection(
  deps: AppDeps,
  owner: string,
  fields: CollectionFields & { id: string },
  coverField: FormDataEntryValue | null,
): Promise<Collection> {
  const before = await collectionOfOwner(deps, fields.id, owner);
  const cover = await checkCover(coverField, false);
  const coverKey = cover ? await storeCover(deps, owner, cover) : before.coverPhoto;
  const updated = await updateCollectionOfOwner(deps.db, { ...fields, owner, coverKey, coverType: cover?.type ?? null });
  if (!updated) {
    if (cover && coverKey) await deps.storage.delete(coverKey);
    throw notFound('Collection not found');
  }
  if (cover && before.coverPhoto) await deps.storage.delete(before.coverPhoto);
  return shown(deps, updated);
}

/** Files, traits and assignments go with the row; their bytes and the cover's go here. */
export async function deleteCollection(deps: AppDeps, owner: string, id: string): Promise<void> {
  const prefix = collectionFolder(owner, id);
  // Files stored before addresses were canonical sit under another spelling of the owner.
  const elsewhere = await fileKeysOutside(deps.db, id, owner, prefix);
  const deleted = await deleteCollectionOfOwner(deps.db, id, owner);
  if (!deleted) throw notFound('Collection not found');
  await deps.storage.deletePrefix(prefix);
  for (const key of elsewhere) await deps.storage.delete(key).catch(() => undefined);
  if (deleted.coverKey) await deps.storage.delete(deleted.coverKey);
}

export const collectionsOf = async (deps: AppDeps, owner: string): Promise<Collection[]> =>
  (await listCollectionsByOwner(deps.db, owner)).map((c) => shown(deps, c));

/** The owner as people see it: under the active chain's prefix. */
const shown = (deps: AppDeps, c: Collection): Collection => ({ ...c, walletAdd: shownAddress(deps, c.walletAdd) });
