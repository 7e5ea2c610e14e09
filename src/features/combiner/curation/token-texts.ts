// A token's own name and description, set from the token table: an edit in the log like the others
// (undone by "Undo the last edit", written to traitforge.json, replayed), changing no row and no image.
import { putRun } from '../stores/image-db';
import { finishedRun } from '../run/finished-run';
import type { RunRecord, TextEdit } from '../run/run-record';
import { holdingTheRun, runUnderWay } from '../run/run-from-record';
import { useRunStore } from '../run/run-store';

/** Logs `token`'s own name and description (null: the collection's). */
export async function setTokenText(token: number, name: string | null, description: string | null): Promise<void> {
  const record = finishedRun();
  if (!record || runUnderWay()) return;
  await holdingTheRun(async () => {
    const entry: TextEdit = { kind: 'text', token, name, description, changes: [] };
    const next: RunRecord = Object.freeze({ ...record, edits: [...(record.edits ?? []), entry] });
    await putRun(next);
    useRunStore.setState({ record: next });
  });
}
