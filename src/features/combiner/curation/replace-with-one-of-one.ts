// "Replace with a one-of-one": a hand-made image takes a token's number. The run draws its one-of-ones as
// one more layer (layer-sources.ts), so the chosen one joins the record's one-of-ones, its image ids and
// its drawing before the token is composed; the row leaves every layer out and names it, as a planned
// one-of-one's does. The values the token had are one fewer in the set: nothing else moves.
import { oneOfOneOf } from '@core/export/one-of-ones';
import { NONE } from '@core/plan/types';
import type { OneOfOneSetting } from '@core/protocol';
import type { FinishedRun } from '../run/finished-run';
import { finishedRun } from '../run/finished-run';
import { recordImages } from '../run/layer-sources';
import type { RunRecord } from '../run/run-record';
import { applyEdit } from './apply-edit';

/** Why token `n` cannot become `item`, or null. */
export function replaceProblem(run: FinishedRun, n: number, item: OneOfOneSetting): string | null {
  const layers = run.layers.length;
  const row = run.digits[n - 1];
  if (!row || n > run.count) return `There is no token #${n}.`;
  if (oneOfOneOf(layers, row, run.oneOfOnes)) return `#${n} is already a one-of-one.`;
  const k = run.oneOfOnes?.findIndex((o) => o.id === item.id) ?? -1;
  const holder = k < 0 ? -1 : run.digits.findIndex((r) => r[layers] === k);
  return holder < 0 ? null : `${item.name} is already #${holder + 1} of this set.`;
}

/** The record drawing `item` too, and the digit that names it. */
function withOneOfOne(record: RunRecord, item: OneOfOneSetting): { record: RunRecord; digit: number } {
  const existing = record.oneOfOnes ?? [];
  const known = existing.findIndex((o) => o.id === item.id);
  if (known >= 0) return { record, digit: known };
  const oneOfOnes = [...existing, item];
  const resume = record.resume!;
  const ids = oneOfOnes.map((o) => o.id);
  const fileIds = existing.length ? [...resume.fileIds.slice(0, -1), ids] : [...resume.fileIds, ids];
  // A run drawn in steps draws its one-of-ones' layer last, plainly (layer-drawing.ts).
  const { drawing } = resume.session;
  const layer = record.layers.length;
  const session =
    drawing && !existing.length
      ? { ...resume.session, drawing: [...drawing, { layer, blend: 'normal' as const, opacity: 1 }] }
      : resume.session;
  return { record: { ...record, oneOfOnes, resume: { ...resume, fileIds, session } }, digit: existing.length };
}

export async function replaceWithOneOfOne(n: number, item: OneOfOneSetting): Promise<void> {
  const current = finishedRun();
  if (!current?.resume || replaceProblem(current, n, item)) return;
  const { record, digit } = withOneOfOne(current, item);
  const after = [...current.layers.map(() => NONE), digit];
  await applyEdit({
    rows: [{ token: n, before: [...current.digits[n - 1]!], after }],
    record,
    images: recordImages,
    entry: (changes) => ({
      kind: 'one-of-one',
      token: n,
      name: item.name,
      changes,
      previous: { oneOfOnes: current.oneOfOnes, resume: current.resume },
    }),
  });
}
