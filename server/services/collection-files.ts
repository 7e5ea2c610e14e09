// The files of a collection as the files screen sees them: the caller's own collection or a 404, the
// files within the owner's credit cut-off (fileAllowanceOf), deletion of any stored file, and why an
// upload into it failed.
import type { AppDeps, Session } from '../deps.ts';
import type { Queryable } from '../db/client.ts';
import { HttpError, notFound } from '../http-error.ts';
import type { Collection } from '../contract/collections.ts';
import type { CollectionFile } from '../contract/files.ts';
import { findCollectionOfOwner } from '../db/queries/collections.ts';
import { countFiles, deleteFileByName, findAccessibleFile, listAccessibleFiles } from '../db/queries/files.ts';
import type { StoredObject } from './storage.ts';
import { fileAllowanceOf } from './credits.ts';

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

export const ownsCollection = async (deps: AppDeps, id: string, owner: string): Promise<boolean> =>
  !!(await findCollectionOfOwner(deps.db, id, owner));

/**
 * A page of the accessible files and how many are stored in all. Without `page` or `pageSize` every
 * accessible file comes back as one page; with either, pages of 10 unless `pageSize` says otherwise.
 */
export async function filesOf(
  deps: AppDeps,
  session: Session,
  collectionId: string,
  query: { page?: number; pageSize?: number },
): Promise<{ files: CollectionFile[]; total: number; page: number; pageSize: number }> {
  await ownedCollection(deps.db, collectionId, session.address);
  const [total, allowance] = await Promise.all([countFiles(deps.db, collectionId), fileAllowanceOf(deps, session)]);
  const paged = query.page !== undefined || query.pageSize !== undefined;
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? (paged ? 10 : Math.max(total, 1));
  const scope = paged ? { limit: pageSize, offset: (page - 1) * pageSize } : undefined;
  return { files: await listAccessibleFiles(deps.db, collectionId, allowance, scope), total, page, pageSize };
}

/** Deletes a stored file of the owner's collection, or 404. */
export async function deleteFile(deps: AppDeps, owner: string, collectionId: string, fileName: string): Promise<void> {
  await ownedCollection(deps.db, collectionId, owner);
  const key = await deleteFileByName(deps.db, collectionId, fileName);
  if (!key) throw notFound('File not found');
  // The row goes first: a failed unlink leaves an unreachable file, never a row without its bytes.
  await deps.storage.delete(key).catch(() => undefined);
}

/** An accessible file's bytes and type, or 404. */
export async function openAccessibleFile(
  deps: AppDeps,
  session: Session,
  collectionId: string,
  fileName: string,
): Promise<{ stored: StoredObject; type: string }> {
  const allowance = await fileAllowanceOf(deps, session);
  const row = await findAccessibleFile(deps.db, { collectionId, owner: session.address, fileName, allowance });
  const stored = row && (await deps.storage.open(row.storage_key));
  if (!row || !stored) throw notFound();
  return { stored, type: row.content_type };
}
