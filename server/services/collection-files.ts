// A collection as the files screen sees it: the caller's own, or a 404.
import type { Queryable } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError, notFound } from '../http-error.ts';
import type { Collection } from '../contract/collections.ts';
import { findCollectionOfOwner } from '../db/queries/collections.ts';

/** The caller's collection or a 404: a foreign collection looks exactly like a missing one. */
export async function ownedCollection(db: Queryable, id: string, owner: string): Promise<Collection> {
  const row = await findCollectionOfOwner(db, id, owner);
  if (!row) throw notFound('Collection not found');
  return row;
}

/**
 * Why an upload into the owner's collection failed: when the collection was deleted while its files
 * streamed in (their folder removed under them), a 404 as for an upload after the delete, and whatever
 * was written into the folder after the delete emptied it goes too. Any other failure stays as it was.
 */
export async function uploadFailure(deps: AppDeps, error: unknown, id: string, owner: string): Promise<unknown> {
  if (error instanceof HttpError && error.status !== 404) return error;
  if (await findCollectionOfOwner(deps.db, id, owner)) return error;
  await deps.storage.deletePrefix(collectionFolder(owner, id)).catch(() => undefined);
  return notFound('Collection not found');
}

/** Where the files of a collection are stored. */
export const collectionFolder = (owner: string, id: string) => `collections/${owner}/${id}`;
