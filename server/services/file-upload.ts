// Committing a streamed upload batch: its files already sit in storage under keys no row names. Under
// the collection's lock each file, in the order sent, gets its name (renamed, replacing, skipped or
// left to ask about), is counted against the 10 000-file and credit limits, and gets its row, all in
// one transaction. Afterwards every object no row names (refused, skipped, replaced) is removed; if
// the transaction fails, every staged object is.
import type { AppDeps } from '../deps.ts';
import { lockKey, type Queryable } from '../db/client.ts';
import { FREE_CREDITS, MAX_FILES_PER_COLLECTION } from '../contract/limits.ts';
import type { CollectionFile, OnExisting, UploadResult } from '../contract/files.ts';
import { uniqueName } from './file-names.ts';
import { creditSummary, fileAllowance } from './credits.ts';
import { countFiles, namesLike, toFile } from './collection-files.ts';
import type { StagedFile } from './upload-stage.ts';

export interface CommittedUpload {
  results: UploadResult[];
  uploadedFiles: CollectionFile[];
  /** Status of the first refusal, for a batch where nothing was stored. */
  refusal?: { status: number; message: string };
}

type Row = { id: number; file_name: string; created_at: Date; storage_key?: string };

const insert = (tx: Queryable, collectionId: string, file: Extract<StagedFile, { ok: true }>, name: string, now: Date) =>
  tx.query<Row>(
    `INSERT INTO files (collection_id, file_name, storage_key, content_type, size, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, file_name, created_at`,
    [collectionId, name, file.key, file.image.type, file.size, now],
  );

/** The row keeps its id (and so its traits); its bytes, type and date become the new file's. */
const replace = (tx: Queryable, collectionId: string, file: Extract<StagedFile, { ok: true }>, name: string, now: Date) =>
  tx.query<Row>(
    `UPDATE files n SET storage_key = $3, content_type = $4, size = $5, created_at = $6
     FROM files o WHERE n.id = o.id AND n.collection_id = $1 AND n.file_name = $2
     RETURNING n.id, n.file_name, n.created_at, o.storage_key`,
    [collectionId, name, file.key, file.image.type, file.size, now],
  );

export async function commitUploads(
  deps: AppDeps,
  session: { address: string; wallet: string },
  collectionId: string,
  staged: StagedFile[],
  onExisting: OnExisting,
): Promise<CommittedUpload> {
  const unused = new Set(staged.flatMap((f) => (f.ok ? [f.key] : [])));
  try {
    const committed = await deps.db.transaction(async (tx) => {
      await lockKey(tx, `collection-files:${collectionId}`);
      let count = await countFiles(tx, collectionId);
      const allowance = fileAllowance(await creditSummary(deps, session.address, tx), session.wallet === 'email');
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
          const [row] = await replace(tx, collectionId, file, file.name, now);
          if (row?.storage_key) replacedKeys.push(row.storage_key);
          unused.delete(file.key);
          uploadedFiles.push(toFile(row!));
          results.push({ name: file.sent, fileName: file.name, status: 'replaced' });
          continue;
        }
        const limit = refusalOverLimit(count, allowance);
        if (limit) {
          results.push({ name: file.sent, status: 'refused', reason: limit });
          continue;
        }
        const name = uniqueName(file.name, taken);
        const [row] = await insert(tx, collectionId, file, name, now);
        unused.delete(file.key);
        count += 1;
        uploadedFiles.push(toFile(row!));
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
