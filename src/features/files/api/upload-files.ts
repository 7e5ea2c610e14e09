// Uploads in batches of 15 files, 3 batches at a time; a failed batch does not stop the others. The
// server answers each file (stored, replaced, skipped, exists, refused with its reason), so one bad
// file costs only itself; with `ask`, a name already taken comes back `exists` for the user to decide.
import { HTTPError } from 'ky';
import { errorMessage } from '@/lib/api-client';
import { sendJson } from '@/lib/get-json';
import { UPLOAD_PARALLEL_BATCHES } from '@/config/constants';
import { TOKEN_NAMES_FIELD, UPLOAD_FIELD, uploadAnswerSchema, type OnExisting, type UploadAnswer } from '@contract/files';
import { mapLimited } from '@shared/map-limited';
import { batches } from '../utils/upload-plan';

export interface UploadOutcome {
  uploaded: number;
  total: number;
  /** Whole batches that failed without a per-file answer. */
  errors: string[];
  /** Files whose name is taken (with `ask`), to replace or skip. */
  exists: File[];
  refused: { name: string; reason: string }[];
  skipped: number;
}

/** A refused request's per-file answer, when it has one (a limit or a size cap answers without). */
async function answerOf(error: unknown): Promise<UploadAnswer | null> {
  if (!(error instanceof HTTPError)) return null;
  const body: unknown = await error.response
    .clone()
    .json()
    .catch(() => null);
  const parsed = uploadAnswerSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

export async function uploadFiles(
  collectionId: string,
  files: File[],
  /**
   * Files processed so far, the names the batch just answered stored (or replaced), and every name it
   * answered for good (all but `exists`, which is asked about and sent again).
   */
  onProgress: (processed: number, stored: string[], settled: string[]) => void,
  onExisting: OnExisting = 'ask',
  /** Files with a token name of their own (a one-of-one sent from the combiner), by file name. */
  tokenNames: ReadonlyMap<string, string> = new Map(),
): Promise<UploadOutcome> {
  let processed = 0;
  const outcome: UploadOutcome = { uploaded: 0, total: files.length, errors: [], exists: [], refused: [], skipped: 0 };
  const count = (batch: File[], answer: UploadAnswer): string[] => {
    const stored: string[] = [];
    answer.results.forEach((result, i) => {
      if (result.status === 'stored' || result.status === 'replaced') {
        outcome.uploaded++;
        stored.push(result.name);
      } else if (result.status === 'skipped') outcome.skipped++;
      else if (result.status === 'exists') outcome.exists.push(batch[i]!);
      else outcome.refused.push({ name: result.name, reason: result.reason ?? 'refused' });
    });
    return stored;
  };
  const upload = async (batch: File[]) => {
    const form = new FormData();
    form.set('collectionId', collectionId);
    form.set('onExisting', onExisting);
    const names = batch.flatMap((file) => (tokenNames.has(file.name) ? [[file.name, tokenNames.get(file.name)!]] : []));
    if (names.length) form.set(TOKEN_NAMES_FIELD, JSON.stringify(Object.fromEntries(names)));
    for (const file of batch) form.append(UPLOAD_FIELD, file, file.name);
    let answer: UploadAnswer | null = null;
    try {
      answer = await sendJson('post', 'upload_file.php', { body: form }, uploadAnswerSchema);
    } catch (error) {
      answer = await answerOf(error);
      if (!answer) outcome.errors.push(await errorMessage(error, 'Error uploading files'));
    } finally {
      processed += batch.length;
      const stored = answer ? count(batch, answer) : [];
      onProgress(processed, stored, answer?.results.filter((r) => r.status !== 'exists').map((r) => r.name) ?? []);
    }
  };
  await mapLimited(batches(files), UPLOAD_PARALLEL_BATCHES, upload);
  return outcome;
}
