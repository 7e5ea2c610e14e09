// Re-rolls and exclusions of a finished set: found in the generator's worker (core/plan/reroll.ts,
// reroll-selection.ts) and shown with their swaps before anything changes; applied (apply-edit.ts) by
// composing only the changed tokens again.
import { lookAlikeRerollInWorker, rerollInWorker, rerollSelectionInWorker, startEditSearchWorker } from '@/engine/generator';
import { collectionInput } from '@core/plan/tree-input';
import { treeRules } from '@core/plan/plan-tree';
import type { AlikeClass, Crowded, Reroll, RerollRequest } from '@core/protocol';
import { useTraitGroupsStore } from '../stores/trait-groups-store';
import { finishedRun } from '../run/finished-run';
import { recordImages } from '../run/layer-sources';
import type { RunEdit, RunImages, RunRecord } from '../run/run-record';
import { runs, type ImagesRead } from '../run/run-session';
import { applyEdit, editSession, LAYERS_CHANGED, rankAhead } from './apply-edit';
import { composeWorkers } from '@/engine/spare-worker';

export { undoLastEdit } from './apply-edit';

export type RerollKind = 'reroll' | 'reroll-selection' | 'exclude' | 'look-alikes';

export type RerollProposal = Reroll & {
  kind: RerollKind;
  tokens: number[];
  seed: string;
  locked: number[];
  /** A look-alike re-roll: the guard's groups it was given, and when it found none, the alike values. */
  groups?: number[][];
  classes?: AlikeClass[];
  crowded?: Crowded | null;
};

/** The run's layer images, read from storage once for a search and the edits that follow (240 reads
 * took 85 ms of an apply): the same layers (the same groups) and the same run draw the same images. */
function runImages(run: RunRecord): Promise<RunImages | null> {
  const { groups } = useTraitGroupsStore.getState();
  const { resume, oneOfOnes } = run;
  const { cache } = runs.current;
  const last = cache.images;
  if (last?.groups === groups && last.resume === resume && last.oneOfOnes === oneOfOnes) return last.images;
  const read: ImagesRead = { groups, resume, oneOfOnes, images: recordImages(run) };
  read.images.catch(() => cache.images === read && (cache.images = null));
  cache.images = read;
  return read.images;
}

const newSeed = () => Array.from(crypto.getRandomValues(new Uint8Array(4)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The set as every search takes it: its rows, sizes and rules (with templates, their layers and Type). */
type SetInput = Omit<RerollRequest, 'token' | 'locked' | 'seed' | 'avoid'>;

/** Asks the worker for an edit of the finished set (`search`); nothing changes yet. */
async function propose(
  kind: RerollKind,
  tokens: number[],
  locked: number[],
  seed: string,
  search: (set: SetInput) => Promise<Reroll & Partial<Pick<RerollProposal, 'tokens' | 'classes' | 'crowded'>>>,
): Promise<RerollProposal | null> {
  const run = finishedRun();
  if (!run?.plan) return null;
  const sizes = run.layers.map((layer) => layer.values.length);
  // The rules as the run's settings name them, by the layers the run was made from (with templates,
  // each template's rules at its own layers; values then swap only within a template).
  if (!(await runImages(run))) return { ok: false, reason: LAYERS_CHANGED, kind, tokens, seed, locked };
  const input = collectionInput(useTraitGroupsStore.getState().groups, run.plan.settings, run.plan.templates, run.count);
  const tree = input.templates && { rules: treeRules(input.templates), layers: run.layers, typeLayer: input.typeLayer };
  const result = await search({ rows: run.digits.slice(0, run.count), sizes, rules: input.rules, ...tree });
  return { tokens, ...result, kind, seed, locked };
}

/** A re-roll of token `n` keeping the `locked` layers. */
export const proposeReroll = (n: number, locked: number[], seed = newSeed()) =>
  propose('reroll', [n], locked, seed, (set) => rerollInWorker({ ...set, token: n, locked, seed }));

/** Several tokens re-rolled keeping the same `locked` layers, as one edit. */
export const proposeSelection = (tokens: number[], locked: number[], seed = newSeed()) =>
  propose('reroll-selection', tokens, locked, seed, (set) => rerollSelectionInWorker({ ...set, tokens, locked, seed }));

/** Token `n`'s combination dropped for a new one (nothing locked), the counts kept by swaps. */
export const proposeExclude = (n: number, seed = newSeed()) =>
  propose('exclude', [n], [], seed, (set) => rerollInWorker({ ...set, token: n, locked: [], seed }));

/** The look-alike guard's groups re-rolled until no two tokens look alike, every count kept. */
export const proposeLookAlikes = async (groups: number[][], seed = newSeed()) => {
  const found = await propose('look-alikes', [], [], seed, (set) => lookAlikeRerollInWorker({ ...set, groups, seed }));
  return found && { ...found, groups };
};

/** What an edit's dialog starts when it opens: the worker of its search, and a compose worker with the
 * run's session opened (its layer images read from storage), so that the swaps found only decode theirs. */
export function prepareEdits(): void {
  startEditSearchWorker();
  composeWorkers.prepare();
  const run = finishedRun();
  if (!run?.resume) return;
  runImages(run)
    .then((images) => images && warmFor(run, images, async () => undefined))
    .catch(() => undefined);
}

/** Opens `run`'s edit session on the spare compose worker (once for the same images), then runs `then`. */
function warmFor(run: RunRecord, images: RunImages, then: Parameters<typeof composeWorkers.warm>[2]): void {
  const session = editSession(run, images);
  composeWorkers.warm(session, (remote) => remote.startCompose(session), then);
}

/** Prepares the apply of `proposal` while the artist reads its swaps: the set ranked as it would leave
 * it, the compose session opened and the changed tokens' layer images decoded, so that applying it only
 * draws them and saves. */
export async function prepareApply(proposal: RerollProposal): Promise<void> {
  const run = finishedRun();
  if (!proposal.ok || !run?.resume) return;
  // A failed read shows when the edit is applied (the apply reads them again).
  const images = await runImages(run).catch(() => null);
  if (!images) return;
  rankAhead(run, proposal.changes);
  warmFor(run, images, (remote) => remote.prepareEdit(proposal.changes.map((c) => c.after)));
}

export async function applyReroll(proposal: RerollProposal & { ok: true }): Promise<void> {
  const run = finishedRun();
  if (!run) return;
  const kept = proposal.locked.map((l) => run.layers[l]!.name);
  const { kind, tokens, seed, swaps } = proposal;
  await applyEdit({
    rows: proposal.changes,
    images: runImages,
    entry: (changes): RunEdit =>
      kind === 'look-alikes'
        ? { kind, groups: proposal.groups ?? [], tokens, seed, swaps, changes }
        : kind === 'reroll-selection'
          ? { kind, tokens, kept, seed, swaps, changes }
          : kind === 'exclude'
            ? { kind, token: tokens[0]!, seed, swaps, changes }
            : { kind, token: tokens[0]!, kept, seed, swaps, changes },
  });
}
