// The planned 60-token set the re-roll tests edit: three layers (Hat with None), one rule, and the
// value counts per layer that every edit must keep.
import { planCollection } from './plan-collection.ts';
import { tokenRows } from './rated-plan.ts';
import type { PlanInput } from './types.ts';

export function plannedSet(seed: string) {
  const input: PlanInput = {
    layers: [
      { name: 'Background', values: ['Red', 'Blue', 'Green', 'Black', 'White'], weights: [1, 1, 1, 1, 1], noneWeight: null },
      { name: 'Body', values: ['A', 'B', 'C', 'D'], weights: [1, 1, 1, 1], noneWeight: null },
      { name: 'Hat', values: ['Cap', 'Crown', 'Halo'], weights: [1, 1, 1], noneWeight: 1 },
    ],
    size: 60,
    seed,
    order: 'shuffled',
    // Crown never with Red.
    rules: [{ kind: 'never', a: { layer: 2, value: 1 }, b: { layer: 0, value: 0 } }],
    oneOfOnes: 0,
  };
  const plan = planCollection(input);
  if (!plan.ok) throw new Error(plan.problems.join(' '));
  return { input, rows: tokenRows(plan.tokens, 3, false), sizes: [5, 4, 3] };
}

/** Each layer's values over the set, sorted: equal strings, equal counts. */
export const counts = (set: readonly (readonly number[])[]) =>
  [0, 1, 2].map((l) =>
    set
      .map((row) => row[l])
      .sort()
      .join(),
  );
