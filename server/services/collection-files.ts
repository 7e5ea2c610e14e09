// A collection as the files screen sees it: the caller's own, or a 404.
import type { Queryable } from '../db/client.ts';
import { notFound } from '../http-error.ts';
import type { Collection } from '../contract/collections.ts';
import { findCollectionOfOwner } from '../db/queries/collections.ts';

/** The caller's collection or a 404: a foreign collection looks exactly like a missing one. */
export async function ownedCollection(db: Queryable, id: string, owner: string): Promise<Collection> {
  const row = await findCollectionOfOwner(db, id, owner);
  if (!row) throw notFound('Collection not found');
  return row;
}
