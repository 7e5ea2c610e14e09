// How the grid, the exports and the send read a finished run: one read-only view of its record, never
// the store itself, so that only the run module changes a run.
import { useRunStore } from './run-store';
import type { RunRecord } from './run-record';
import type { Rarity, RarityMethod } from '@core/protocol';

export type FinishedRun = Readonly<RunRecord>;

/** The finished run kept now (the last one, until a new run begins), or null. */
export const finishedRun = (): FinishedRun | null => useRunStore.getState().record;

/** The finished run while the screen shows it as done (not while a new run plans), or null. */
export const useFinishedRun = (): FinishedRun | null => useRunStore((s) => (s.phase === 'done' ? s.record : null));

/** Each result's score and rank by `method`; undefined for a record of an older version that has none by it. */
export function runRarity(run: FinishedRun | null, method: RarityMethod): Rarity | undefined {
  const rarity = run?.plan?.rarity;
  if (!rarity) return undefined;
  if ('score' in rarity) return method === 'statistical' ? rarity : undefined;
  return rarity[method];
}

/** Bumped per finished run: cards reload their file, and a send belongs to one run. */
export const useRunId = () => useRunStore((s) => s.runId);
export const finishedRunId = () => useRunStore.getState().runId;

/** Calls `listener` whenever the kept run is discarded (a new run begins, or one is cancelled); returns the unsubscribe. */
export const onRunDiscarded = (listener: () => void) =>
  useRunStore.subscribe((state, previous) => {
    if (previous.record && state.record !== previous.record) listener();
  });

/** True while a run plans or makes its images. */
export const useRunProcessing = () => useRunStore((s) => s.phase === 'processing');
