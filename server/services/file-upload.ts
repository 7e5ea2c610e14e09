// Storing an upload batch all-or-nothing: every file is judged by its bytes and name before anything is
// written; then, under the collection's lock, the limits are checked, the files written under their
// final keys and the rows inserted in one transaction. If anything fails, the written files are removed.
import type { AppDeps } from '../deps.ts';
import { lockKey } from '../db/client.ts';
import { badRequest, conflict, unsupported } from '../http-error.ts';
import { FREE_CREDITS, MAX_FILES_PER_COLLECTION } from '../contract/limits.ts';
import type { CollectionFile } from '../contract/files.ts';
import { sniffImage, type SniffedImage } from './image-sniff.ts';
import { safeFileName, uniqueName } from './file-names.ts';
import { creditSummary, fileAllowance } from './credits.ts';
import { countFiles, namesLike, toFile } from './collection-files.ts';

export interface Upload {
  name: string;
  bytes: Uint8Array;
  image: SniffedImage;
}

export async function readUploads(files: File[]): Promise<Upload[]> {
  if (files.length === 0) throw badRequest('No files uploaded');
  return Promise.all(
    files.map(async (file) => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const sniffed = sniffImage(bytes);
      if (!sniffed.ok) throw unsupported(`${file.name} is not a supported image (jpg, jpeg, png, gif, webp)`);
      const name = safeFileName(file.name, sniffed.image);
      if (!name) throw badRequest(`Invalid file name: ${JSON.stringify(file.name.slice(0, 100))}`);
      return { name, bytes, image: sniffed.image };
    }),
  );
}

export const fileKey = (owner: string, collectionId: string, fileName: string) => `collections/${owner}/${collectionId}/${fileName}`;

export async function storeUploads(
  deps: AppDeps,
  session: { address: string; wallet: string },
  collectionId: string,
  uploads: Upload[],
): Promise<CollectionFile[]> {
  const written: string[] = [];
  try {
    return await deps.db.transaction(async (tx) => {
      await lockKey(tx, `collection-files:${collectionId}`);
      const existing = await countFiles(tx, collectionId);
      if (existing + uploads.length > MAX_FILES_PER_COLLECTION) throw conflict(`Collection cannot have more than ${MAX_FILES_PER_COLLECTION} files`);
      const allowance = fileAllowance(await creditSummary(deps, session.address, tx), session.wallet === 'email');
      if (existing + uploads.length > allowance) {
        throw conflict(`Upload limit reached: ${allowance} files allowed with your credits (including ${FREE_CREDITS} free files), ${Math.max(0, allowance - existing)} left`);
      }
      const taken = await namesLike(tx, collectionId, uploads.map((u) => u.name));
      const named = uploads.map((u) => ({ ...u, name: uniqueName(u.name, taken), key: '' }));
      for (const file of named) file.key = fileKey(session.address, collectionId, file.name);
      // Keys are recorded before the writes start, so a failed batch removes whatever did land.
      written.push(...named.map((f) => f.key));
      // allSettled: every write has finished before a failure's clean-up runs, so none lands after it.
      const writes = await Promise.allSettled(named.map((f) => deps.storage.put(f.key, f.bytes)));
      const failedWrite = writes.find((w) => w.status === 'rejected');
      if (failedWrite) throw failedWrite.reason;
      const rows = await tx.query<{ id: number; file_name: string; created_at: Date }>(
        `INSERT INTO files (collection_id, file_name, storage_key, content_type, size, created_at)
         SELECT $1, n, k, t, s, $6 FROM unnest($2::text[], $3::text[], $4::text[], $5::int[]) AS u(n, k, t, s)
         RETURNING id, file_name, created_at`,
        [collectionId, named.map((f) => f.name), named.map((f) => f.key), named.map((f) => f.image.type), named.map((f) => f.bytes.length), deps.clock.now()],
      );
      return rows.map(toFile);
    });
  } catch (error) {
    await Promise.all(written.map((key) => deps.storage.delete(key).catch(() => undefined)));
    throw error;
  }
}
