// What each value should get: its largest-remainder count (the first choice) and the bounds any plan must
// stay within (its share rounded down or up), or, when the artist accepted counts of their own, exactly
// those. Also the counts report a plan or a refusal shows.
import { largestRemainder, shareBounds } from './largest-remainder.ts';
import { layerLabel } from './feasibility.ts';
import type { Bounds } from './exact-search.ts';
import type { LayerCounts, PlanLayer } from './types.ts';

export interface Targets {
  /** Largest remainder of the weights, or the accepted counts. */
  targets: number[][];
  share: number[][];
  bounds: Bounds;
  /** True when the accepted counts are in use instead of the weights. */
  fixed: boolean;
}

export const radixOf = (layer: PlanLayer) => layer.values.length + (layer.noneWeight === null ? 0 : 1);
export const layerWeights = (layer: PlanLayer) => (layer.noneWeight === null ? layer.weights : [...layer.weights, layer.noneWeight]);

/** Accepted counts apply only when they fit these layers and sum to the tokens generated in every layer. */
const countsFit = (layers: readonly PlanLayer[], counts: readonly (readonly number[])[] | undefined, gen: number) =>
  counts?.length === layers.length &&
  counts.every(
    (c, l) => c.length === radixOf(layers[l]!) && c.every((n) => Number.isSafeInteger(n) && n >= 0) && c.reduce((a, n) => a + n, 0) === gen,
  );

/** The targets, or the problem when a layer has nothing to share out. */
export function planTargets(layers: readonly PlanLayer[], gen: number, counts?: readonly (readonly number[])[]): Targets | string {
  if (countsFit(layers, counts, gen)) {
    const fixed = counts!.map((c) => [...c]);
    return { targets: fixed, share: fixed, bounds: { lo: fixed, hi: fixed }, fixed: true };
  }
  const result: Targets = { targets: [], share: [], bounds: { lo: [], hi: [] }, fixed: false };
  for (const [l, layer] of layers.entries()) {
    const targets = largestRemainder(gen, layerWeights(layer));
    const bounds = shareBounds(gen, layerWeights(layer));
    if (!targets || !bounds) return `Every weight in ${layerLabel(layers, l)} is 0: give at least one value a weight above 0.`;
    result.targets.push(targets);
    result.share.push(bounds.share);
    (result.bounds.lo as number[][]).push(bounds.lo);
    (result.bounds.hi as number[][]).push(bounds.hi);
  }
  return result;
}

export function countsReport(layers: readonly PlanLayer[], t: Targets, actual: number[][]): LayerCounts[] {
  return layers.map((layer, l) => ({
    name: layerLabel(layers, l),
    values: t.targets[l]!.map((target, v) => ({
      value: v < layer.values.length ? layer.values[v]! : 'None',
      target,
      share: t.share[l]![v]!,
      count: actual[l]![v]!,
    })),
  }));
}

/** The values whose count is its share rounded the other way than largest remainder would, as one note. */
export function roundingNote(layers: readonly PlanLayer[], t: Targets, actual: number[][]): string | null {
  const other = layers.flatMap((layer, l) =>
    t.targets[l]!.flatMap((target, v) =>
      actual[l]![v] === target
        ? []
        : [`${v < layer.values.length ? layer.values[v] : 'None'} (${layerLabel(layers, l)}) ${actual[l]![v]} instead of ${target}`],
    ),
  );
  return other.length ? `Some shares are rounded the other way so that the rules and uniqueness can be met: ${other.join(', ')}.` : null;
}

/** Why layers with images give no valid combination: a layer weighted 0 throughout, or the rules. */
export function noCombinationReason(layers: readonly PlanLayer[]): string {
  const zero = layers.findIndex((layer) => layerWeights(layer).every((w) => !(w > 0)));
  if (zero >= 0) return `Every weight in ${layerLabel(layers, zero)} is 0: give at least one value a weight above 0.`;
  return 'The rules leave no valid combination: remove or change a rule.';
}
