// Committing a streamed upload batch: its files already sit in storage under keys no row names. Under
// the collection's lock each file, in the order sent, gets its name (renamed, replacing, skipped or
// left to ask about), is counted against the 10 000-file and credit limits, and gets its row, all in
// one transaction. Afterwards every object no row names (refused, skipped, replaced) is removed; if
// the transaction fails, every staged object is.
import type { AppDeps } from '../deps.ts';
import { lockKey } from '../db/client.ts';
import { FREE_CREDITS, MAX_FILES_PER_COLLECTION } from '../contract/limits.ts';
import type { CollectionFile, OnExisting, UploadResult } from '../contract/files.ts';
import { uniqueName } from '../../shared/file-names.ts';
import { fileAllowanceOf } from './credits.ts';
import { holdCollectionOfOwner } from '../db/queries/collections.ts';
import { notFound } from '../http-error.ts';
import { countFiles, insertFile, namesLike, replaceFile } from '../db/queries/files.ts';
import type { StagedFile } from './upload-stage.ts';

export interface CommittedUpload {
  results: UploadResult[];
  uploadedFiles: CollectionFile[];
  /** Status of the first refusal, for a batch where nothing was stored. */
  refusal?: { status: number; message: string };
}

export async function commitUploads(
  deps: AppDeps,
  session: { address: string; wallet: string },
  collectionId: string,
  staged: StagedFile[],
  /** What a taken name does; the token names of the files that have their own, by the name sent. */
  { onExisting, tokenNames }: { onExisting: OnExisting; tokenNames: ReadonlyMap<string, string> },
): Promise<CommittedUpload> {
  const unused = new Set(staged.flatMap((f) => (f.ok ? [f.key] : [])));
  try {
    const committed = await deps.db.transaction(async (tx) => {
      await lockKey(tx, `collection-files:${collectionId}`);
      // Deleted while the files streamed in: the upload comes after the delete.
      if (!(await holdCollectionOfOwner(tx, collectionId, session.address))) throw notFound('Collection not found');
      let count = await countFiles(tx, collectionId);
      const allowance = await fileAllowanceOf(deps, session, tx);
      const good = staged.flatMap((f) => (f.ok ? [f.name] : []));
      const taken = good.length > 0 ? await namesLike(tx, collectionId, good) : new Set<string>();
      const replacedKeys: string[] = [];
      const results: UploadResult[] = [];
      const uploadedFiles: CollectionFile[] = [];
      const now = deps.clock.now();
      for (const file of staged) {
        if (!file.ok) {
          results.push({ name: file.sent, status: 'refused', reason: file.reason });
          continue;
        }
        const clash = taken.has(file.name);
        if (clash && (onExisting === 'skip' || onExisting === 'ask')) {
          results.push({ name: file.sent, fileName: file.name, status: onExisting === 'skip' ? 'skipped' : 'exists' });
          continue;
        }
        if (clash && onExisting === 'replace') {
          const replaced = await replaceFile(tx, collectionId, file.name, stored(file, tokenNames), now);
          replacedKeys.push(replaced.oldKey);
          unused.delete(file.key);
          uploadedFiles.push(replaced.file);
          results.push({ name: file.sent, fileName: file.name, status: 'replaced' });
          continue;
        }
        const limit = refusalOverLimit(count, allowance);
        if (limit) {
          results.push({ name: file.sent, status: 'refused', reason: limit });
          continue;
        }
        const name = uniqueName(file.name, taken);
        uploadedFiles.push(await insertFile(tx, collectionId, name, stored(file, tokenNames), now));
        unused.delete(file.key);
        count += 1;
        results.push({ name: file.sent, fileName: name, status: 'stored' });
      }
      return { results, uploadedFiles, replacedKeys };
    });
    await removeAll(deps, [...unused, ...committed.replacedKeys]);
    return { results: committed.results, uploadedFiles: committed.uploadedFiles, refusal: firstRefusal(staged, committed) };
  } catch (error) {
    await removeAll(
      deps,
      staged.flatMap((f) => (f.ok ? [f.key] : [])),
    );
    throw error;
  }
}

/** The row of a staged file; a replaced file takes the new file's token name, or none. */
const stored = (file: Extract<StagedFile, { ok: true }>, tokenNames: ReadonlyMap<string, string>) => ({
  key: file.key,
  type: file.image.type,
  size: file.size,
  tokenName: tokenNames.get(file.sent) ?? null,
});

function refusalOverLimit(count: number, allowance: number): string | null {
  if (count + 1 > MAX_FILES_PER_COLLECTION) return `Collection cannot have more than ${MAX_FILES_PER_COLLECTION} files`;
  if (count + 1 > allowance) {
    return `Upload limit reached: ${allowance} files allowed with your credits (including ${FREE_CREDITS} free files), ${Math.max(0, allowance - count)} left`;
  }
  return null;
}

/** Nothing stored and something refused: the batch answers the first refusal's status and reason. */
function firstRefusal(staged: StagedFile[], committed: { results: UploadResult[]; uploadedFiles: CollectionFile[] }) {
  if (committed.uploadedFiles.length > 0) return undefined;
  const index = committed.results.findIndex((r) => r.status === 'refused');
  if (index < 0) return undefined;
  const file = staged[index]!;
  const reason = committed.results[index]!.reason!;
  // Limits keep their own message; a file's own fault names the file.
  return file.ok ? { status: 409, message: reason } : { status: file.status, message: `${file.sent.slice(0, 100)}: ${reason}` };
}

async function removeAll(deps: AppDeps, keys: string[]) {
  await Promise.all(keys.map((key) => deps.storage.delete(key).catch(() => undefined)));
}
