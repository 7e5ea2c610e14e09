// "Send to a collection": the run's images go up as 1.png ... N.png through the files screen's upload
// (batches of 15, three at a time, each file answered), then one trait per layer and its values are
// made where the collection lacks them and each file gets its token's values. A send that stopped
// (failure or Cancel) resumes from its ledger and the collection's listing, never sending a file twice.
import { BATCH_ASSIGN_CHUNK, UPLOAD_BATCH_FILES, UPLOAD_PARALLEL_BATCHES } from '@/config/constants';
import type { StargazeSet } from '@core/export/stargaze-files';
import type { ResultIndex } from '@/engine/result-index';
import { readResult } from '@/engine/result-store';
import type { QueryClient } from '@tanstack/react-query';
import type { OnExisting } from '@contract/files';
import { assignmentChanges, chunks, missingTraits, neededTraits, ownTokenNames, sentFileName, unsentNumbers, valueIds } from './send-plan';
import type { SendPorts } from './send-ports';
import { setSend, useSendStore, type SendTarget } from './send-store';

/** One upload call keeps the three parallel batches busy; Cancel takes effect between calls. */
const SEND_CHUNK = UPLOAD_BATCH_FILES * UPLOAD_PARALLEL_BATCHES;

export interface SendJob {
  ports: SendPorts;
  set: StargazeSet;
  results: ResultIndex;
  target: SendTarget;
  signal: AbortSignal;
  queryClient: QueryClient;
  /** Asked once for the run's names the collection already has: replace those files or keep them. */
  askReplace: (names: string[]) => Promise<boolean>;
}

const addProblems = (problems: string[]) => {
  if (problems.length) setSend({ problems: [...new Set([...useSendStore.getState().problems, ...problems])] });
};

async function imageFiles(results: ResultIndex, numbers: number[]): Promise<File[]> {
  return Promise.all(
    numbers.map(async (n) => {
      const png = await readResult(results, n);
      if (!png) throw new Error(`image ${n} is no longer stored; generate the run again`);
      return new File([png], sentFileName(n), { type: 'image/png' });
    }),
  );
}

interface Uploaded {
  /** Numbers whose name was taken (with `ask`). */
  taken: number[];
  /** Why the server refused a whole batch (a limit reached, credits spent), when it did. */
  refusedWhole: string | null;
}

async function upload(job: SendJob, numbers: number[], onExisting: OnExisting): Promise<Uploaded> {
  const { ledger } = useSendStore.getState();
  const taken: number[] = [];
  for (const part of chunks(numbers, SEND_CHUNK)) {
    job.signal.throwIfAborted();
    const files = await imageFiles(job.results, part);
    const numberOf = new Map(part.map((n) => [sentFileName(n), n]));
    // Each answered batch goes into the ledger at once: a reload between batches keeps what was stored.
    const answer = await job.ports.uploadFiles(
      job.target.id,
      files,
      (_processed, stored) => {
        // Only the run's own names count: a name the server answers otherwise was not one of this batch's.
        for (const name of stored) {
          const n = numberOf.get(name);
          if (n !== undefined) ledger.sent.add(n);
        }
        setSend({ sent: ledger.sent.size });
      },
      onExisting,
      ownTokenNames(job.set, part),
    );
    addProblems(answer.refused.map((r) => `${r.name}: ${r.reason}`));
    if (answer.errors.length) throw new Error(answer.errors[0]);
    const refused = new Set(answer.refused.map((r) => r.name));
    const exists = new Set(answer.exists.map((f) => f.name));
    for (const n of part)
      if (exists.has(sentFileName(n))) taken.push(n);
      else if (!refused.has(sentFileName(n))) ledger.sent.add(n);
    setSend({ sent: ledger.sent.size });
    // A batch refused whole would be refused again: send no more, but give what went its traits.
    if (refused.size === part.length) return { taken, refusedWhole: answer.refused[0]!.reason };
  }
  return { taken, refusedWhole: null };
}

async function assignTraits(job: SendJob, numbers: number[]): Promise<void> {
  const { ports, target, signal } = job;
  const listTraits = () => ports.fetchTraits(job.queryClient, target.id);
  let traits = await listTraits();
  const missing = missingTraits(neededTraits(job.set, numbers), traits);
  for (const trait of missing.traits) {
    signal.throwIfAborted();
    const { trait: made } = await ports.addTrait(target.id, trait.name);
    for (const value of trait.values) await ports.addTraitValue(made.id, value);
  }
  for (const { traitId, value } of missing.values) await ports.addTraitValue(traitId, value);
  if (missing.traits.length || missing.values.length) traits = await listTraits();
  const [files, assignments] = await Promise.all([ports.listFiles(target.id), ports.listAssignments(target.id)]);
  const names = new Map(files.map((f) => [f.id, f.file_name]));
  const changes = assignmentChanges(job.set, numbers, new Map(files.map((f) => [f.file_name, f.id])), valueIds(traits), assignments);
  for (const old of changes.remove) await ports.removeValue(old.file_id, old.value_id);
  setSend({ phase: 'assigning', assigned: 0, toAssign: changes.add.length });
  let assigned = 0;
  for (const part of chunks(changes.add, BATCH_ASSIGN_CHUNK)) {
    signal.throwIfAborted();
    const answer = await ports.assignBatch(part);
    addProblems(answer.results.filter((r) => !r.success).map((r) => `${names.get(r.file_id) ?? r.file_id}: ${r.message}`));
    setSend({ assigned: (assigned += part.length) });
  }
}

/** What the listing shows of earlier attempts counts as sent; names the user kept stay theirs. Answers the rest. */
async function reconcile(job: SendJob): Promise<number[]> {
  const { ledger, total } = useSendStore.getState();
  const listed = (await job.ports.listFiles(job.target.id)).map((f) => f.file_name);
  ledger.before ??= new Set(listed);
  const unsent = new Set(unsentNumbers(total, ledger.sent, ledger.before, listed));
  for (let n = 1; n <= total; n++) if (!unsent.has(n) && !ledger.declined.has(n)) ledger.sent.add(n);
  setSend({ sent: ledger.sent.size });
  return [...unsent].filter((n) => !ledger.declined.has(n));
}

/** Answers why the server refused a whole batch, if it did. */
async function uploadAll(job: SendJob): Promise<string | null> {
  const { ledger } = useSendStore.getState();
  const { taken, refusedWhole } = await upload(job, await reconcile(job), 'ask');
  if (!taken.length || refusedWhole) return refusedWhole;
  const replace = await job.askReplace(taken.map(sentFileName));
  job.signal.throwIfAborted();
  if (replace) return (await upload(job, taken, 'replace')).refusedWhole;
  for (const n of taken) ledger.declined.add(n);
  return null;
}

export async function sendRun(job: SendJob): Promise<void> {
  setSend({ phase: 'uploading', stopped: null });
  let refusedWhole: string | null;
  try {
    refusedWhole = await uploadAll(job);
  } catch (error) {
    // The batches in flight may have stored some files: count them now, so the figure shown is true.
    await reconcile(job).catch(() => undefined);
    throw error;
  }
  job.signal.throwIfAborted();
  await assignTraits(
    job,
    [...useSendStore.getState().ledger.sent].sort((a, b) => a - b),
  );
  setSend(refusedWhole ? { phase: 'stopped', stopped: refusedWhole } : { phase: 'done' });
}
