// Edits of a finished set: a re-roll is proposed in the generator's worker (workers/plan/reroll.ts) and
// shown with its swaps before anything changes; applying it makes only the changed tokens' images again
// (into a new pack; the old images stay where they were, so an undo puts them back byte for byte),
// re-ranks the set and saves the record with the edit in its log. Reload, Resume and every export read
// the edited record like any other.
import { collectionInput, rarityInWorker, rerollInWorker, treeRules } from '../../../engine/generator';
import { composeAll } from '../../../engine/compose-run';
import { RESULTS_DIR } from '../../../engine/result-store';
import type { ComposeSession, Reroll } from '../../../../workers/protocol';
import { notify } from '../../../components/ui/notification-store';
import { putRun } from '../stores/image-db';
import { useTraitGroupsStore } from '../stores/trait-groups-store';
import { finishedRun } from './finished-run';
import { recordImages } from './layer-sources';
import type { EditedToken, RunEdit, RunRecord } from './run-record';
import { holdingTheRun, runUnderWay, sayFailed } from './run-from-record';
import { useRunStore } from './run-store';

const LAYERS_CHANGED = 'The layers changed since this run was made, so its tokens cannot be made again. Generate again.';

export type RerollProposal = Reroll & { seed: string; locked: number[] };

const newSeed = () => Array.from(crypto.getRandomValues(new Uint8Array(4)), (b) => b.toString(16).padStart(2, '0')).join('');

/** A re-roll of token `n` keeping the `locked` layers, found in the worker; nothing changes yet. */
export async function proposeReroll(n: number, locked: number[], seed = newSeed()): Promise<RerollProposal | null> {
  const run = finishedRun();
  if (!run?.plan) return null;
  const sizes = run.layers.map((layer) => layer.values.length);
  // The rules as the run's settings name them, by the layers the run was made from (with templates,
  // each template's rules at its own layers; values then swap only within a template).
  if (!(await recordImages(run))) return { ok: false, reason: LAYERS_CHANGED, seed, locked };
  const input = collectionInput(useTraitGroupsStore.getState().groups, run.plan.settings, run.plan.templates, run.count);
  const tree = input.templates && { rules: treeRules(input.templates), layers: run.layers, typeLayer: input.typeLayer };
  const request = { rows: run.digits.slice(0, run.count), sizes, rules: input.rules, token: n, locked, seed };
  const result = await rerollInWorker({ ...request, ...tree });
  return { ...result, seed, locked };
}

/** The record with `edited` rows, re-ranked and saved, shown as the finished run: the same run, so only
 * the cards whose image moved load it again. */
async function keep(record: RunRecord, digits: number[][], edits: RunEdit[]): Promise<void> {
  const rarity = await rarityInWorker(record.layers, digits.slice(0, record.count), record.oneOfOnes ?? []);
  const next: RunRecord = Object.freeze({ ...record, digits, edits, plan: { ...record.plan!, rarity } });
  await putRun(next);
  useRunStore.setState({ record: next });
}

export async function applyReroll(proposal: RerollProposal & { ok: true }): Promise<void> {
  const record = finishedRun();
  if (!record?.resume || runUnderWay()) return;
  await holdingTheRun(async (signal) => {
    const images = await recordImages(record);
    if (!images) return void notify('error', LAYERS_CHANGED);
    const index = record.results;
    const changes: EditedToken[] = proposal.changes.map((c) => ({
      ...c,
      image: {
        pack: index.pack[c.token - 1]!,
        offset: index.offset[c.token - 1]!,
        size: index.size[c.token - 1]!,
        crc: index.crc?.[c.token - 1] ?? 0,
      },
    }));
    try {
      await composeAll({
        session: { ...record.resume!.session, ...images } as ComposeSession,
        resultsDir: RESULTS_DIR,
        count: record.count,
        combinations: changes.map((c) => c.after),
        numbers: changes.map((c) => c.token),
        index,
        signal,
      });
      const digits = [...record.digits];
      for (const c of changes) digits[c.token - 1] = c.after;
      const kept = proposal.locked.map((l) => record.layers[l]!.name);
      const edit: RunEdit = {
        kind: 'reroll',
        token: proposal.changes[0]!.token,
        kept,
        seed: proposal.seed,
        swaps: proposal.swaps,
        changes,
      };
      await keep(record, digits, [...(record.edits ?? []), edit]);
    } catch (error) {
      // The old images are where they were: the index points at them again.
      restoreImages(record, changes);
      if (!signal.aborted) sayFailed(error);
    }
  });
}

function restoreImages(record: RunRecord, changes: readonly EditedToken[]): void {
  const index = record.results;
  for (const { token, image } of changes) {
    index.pack[token - 1] = image.pack;
    index.offset[token - 1] = image.offset;
    index.size[token - 1] = image.size;
    if (index.crc) index.crc[token - 1] = image.crc;
  }
}

/** Undoes the last edit: its tokens get their rows and their very images back. */
export async function undoLastEdit(): Promise<void> {
  const record = finishedRun();
  const last = record?.edits?.at(-1);
  if (!record || !last || runUnderWay()) return;
  await holdingTheRun(async () => {
    restoreImages(record, last.changes);
    const digits = [...record.digits];
    for (const c of last.changes) digits[c.token - 1] = c.before;
    await keep(record, digits, record.edits!.slice(0, -1));
  });
}
