// The edit log of an exported traitforge.json made again on this run: each edit is seeded, so the same
// layers, settings and seed (the same rows) with the same log give the same set byte for byte, on any
// profile. The file's rows are the check: a replay that does not end on them is undone whole, and a file
// that is not a traitforge.json, or an edit that cannot be made, changes nothing. The file's renames and
// merges (`valueNames`) are written again once the rows match (one step of "Undo rename or merge").
import { z } from 'zod';
import { ABSENT } from '@core/plan/tree-types';
import { useGeneratorSettings } from '../stores/generator-settings-store';
import { finishedRun } from '../run/finished-run';
import {
  applyReroll,
  proposeExclude,
  proposeLookAlikes,
  proposeReroll,
  proposeSelection,
  undoLastEdit,
  type RerollProposal,
} from './edit-run';
import { replaceProblem, replaceWithOneOfOne } from './replace-with-one-of-one';
import { useTraitGroupsStore } from '../stores/trait-groups-store';
import { drawingProblem } from '../export/drawing-check';
import { namedRunLayers } from '../export/regenerate-settings';
import { useValueNames } from '../metadata/value-names-store';

const token = z.number().int().positive();
const loggedEdit = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('reroll'), token, kept: z.array(z.string()), seed: z.string() }),
  z.object({ kind: z.literal('reroll-selection'), tokens: z.array(token).min(1), kept: z.array(z.string()), seed: z.string() }),
  z.object({ kind: z.literal('exclude'), token, seed: z.string() }),
  z.object({ kind: z.literal('one-of-one'), token, name: z.string() }),
  z.object({ kind: z.literal('look-alikes'), groups: z.array(z.array(token).min(2)).min(1), seed: z.string() }),
]);
const setFile = z.object({
  format: z.literal('traitforge-set'),
  layers: z.unknown(),
  edits: z.array(loggedEdit),
  rows: z.array(z.array(z.number().int())),
  valueNames: z.record(z.string(), z.record(z.string(), z.string())).optional(),
});

type LoggedEdit = z.infer<typeof loggedEdit>;

const NOT_A_SET = 'This is not a traitforge.json of an exported set.';

/** Makes one logged edit; the reason when it cannot be made. */
async function replay(edit: LoggedEdit): Promise<string | null> {
  const run = finishedRun()!;
  const before = run.edits?.length ?? 0;
  if (edit.kind === 'one-of-one') {
    const item = useGeneratorSettings.getState().oneOfOnes.find((o) => o.name === edit.name);
    if (!item) return `The one-of-one ${edit.name} is not in this collection: add it first.`;
    const problem = replaceProblem(run, edit.token, item);
    if (problem) return problem;
    await replaceWithOneOfOne(edit.token, item);
  } else if (edit.kind === 'look-alikes') {
    const proposal = await proposeLookAlikes(edit.groups, edit.seed);
    if (!proposal?.ok) return proposal?.reason ?? NOT_A_SET;
    await applyReroll(proposal);
  } else {
    // A kept layer by name among the token's own (with templates, a shared layer is one per template).
    const row = run.digits[(edit.kind === 'reroll-selection' ? edit.tokens[0]! : edit.token) - 1] ?? [];
    const own = (name: string) => run.layers.findIndex((l, i) => l.name === name && row[i] !== ABSENT);
    const locked = edit.kind === 'exclude' ? [] : edit.kept.map(own);
    if (locked.includes(-1)) return `This run has no layer ${edit.kind !== 'exclude' && edit.kept.join(', ')}.`;
    let proposal: RerollProposal | null;
    if (edit.kind === 'reroll') proposal = await proposeReroll(edit.token, locked, edit.seed);
    else if (edit.kind === 'reroll-selection') proposal = await proposeSelection(edit.tokens, locked, edit.seed);
    else proposal = await proposeExclude(edit.token, edit.seed);
    if (!proposal?.ok) return proposal?.reason ?? NOT_A_SET;
    await applyReroll(proposal);
  }
  return (finishedRun()?.edits?.length ?? 0) > before ? null : 'The edit could not be applied.';
}

/** Replays the edit log of `file` (a traitforge.json) on the finished run; what happened, to be shown. */
export async function replayEdits(file: Blob): Promise<{ ok: boolean; message: string }> {
  const parsed = setFile.safeParse(
    await file
      .text()
      .then(JSON.parse, () => null)
      .catch(() => null),
  );
  if (!parsed.success) return { ok: false, message: NOT_A_SET };
  const run = finishedRun();
  if (!run) return { ok: false, message: 'Generate the set first: the edits are made on its rows.' };
  if (run.edits?.length) return { ok: false, message: 'This run has edits already: undo them to replay a log from the start.' };
  const drawn = drawingProblem(parsed.data.layers, namedRunLayers(run, useTraitGroupsStore.getState().groups));
  if (drawn) return { ok: false, message: `${drawn} Nothing was changed.` };
  const { edits, rows } = parsed.data;
  for (const [i, edit] of edits.entries()) {
    const reason = await replay(edit);
    if (reason) return { ok: false, message: await undoAll(`Edit ${i + 1} could not be made again: ${reason}`) };
  }
  const now = finishedRun()!;
  if (JSON.stringify(now.digits.slice(0, now.count)) !== JSON.stringify(rows))
    return { ok: false, message: await undoAll('The edits do not give the rows of traitforge.json: the layers, settings or seed differ.') };
  const names = parsed.data.valueNames ?? {};
  const renamed = JSON.stringify(names) !== JSON.stringify(useValueNames.getState().names);
  if (renamed) useValueNames.getState().replace(names);
  const replayed = `Replayed ${edits.length} edit${edits.length === 1 ? '' : 's'}: the set is the one of traitforge.json.`;
  return { ok: true, message: renamed ? `${replayed} Its renames and merges are written again.` : replayed };
}

/** Takes back every replayed edit, so a failed replay leaves the run as it was. */
async function undoAll(message: string): Promise<string> {
  for (let left = finishedRun()?.edits?.length ?? 0; left > 0; left--) await undoLastEdit();
  return `${message} Nothing was changed.`;
}
