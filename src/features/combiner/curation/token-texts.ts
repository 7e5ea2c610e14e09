// A token's own name and description, set from the token table: an edit in the log like the others
// (undone by "Undo the last edit", written to traitforge.json, replayed), changing no row and no image.
import type { TokenText } from '@core/protocol';
import { putRun } from '../stores/image-db';
import { finishedRun } from '../run/finished-run';
import type { RunEdit, RunRecord, TextEdit } from '../run/run-record';
import { holdingTheRun, runUnderWay } from '../run/run-from-record';
import { useRunStore } from '../run/run-store';

/** The names and descriptions the log sets, by token (a later edit of a token wins). */
export function tokenTexts(edits: readonly RunEdit[] | undefined): Record<number, TokenText> {
  const texts: Record<number, TokenText> = {};
  for (const edit of edits ?? []) {
    if (edit.kind !== 'text') continue;
    const text: TokenText = {};
    if (edit.name !== null) text.name = edit.name;
    if (edit.description !== null) text.description = edit.description;
    if (Object.keys(text).length) texts[edit.token] = text;
    else delete texts[edit.token];
  }
  return texts;
}

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
