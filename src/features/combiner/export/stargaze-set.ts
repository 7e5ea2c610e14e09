// What the Stargaze export writes, taken from the last run and the collection fields.
import type { StargazeSet } from '../../../engine/engine';
import { useCombinerSettings } from '../stores/combiner-settings-store';
import type { RunRecord } from '../generation/run-record';

export function stargazeSet(run: RunRecord, baseUri: string): StargazeSet {
  const { name, description, outputSize } = useCombinerSettings.getState();
  return {
    collection: { name, description },
    layers: run.layers,
    rows: run.digits.slice(0, run.count),
    oneOfOnes: run.oneOfOnes,
    baseUri,
    settings: { outputSize },
  };
}
