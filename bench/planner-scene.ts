// The planner benchmark's collection, shared by the Node runs and the in-app weight edit: skewed weights
// and rules spread over the layer pairs.
import type { PlanRule } from '../core/plan/types.ts';

/** Value v weighs 1 + (v mod 7) * (v mod 3), so shares differ by up to 13x; only-with rules name the last value, kept the lightest. */
export const skewedWeight = (v: number, values: number) => (v === values - 1 ? 1 : 1 + (v % 7) * (v % 3) + 2 * Number(v === 0));

/** Rules spread over the layer pairs: never-with, and among the first 20 one in five only-with. */
export function rulesFor(run: { rules: number; layers: number; valuesPerLayer: number }): PlanRule[] {
  return Array.from({ length: run.rules }, (_, i): PlanRule => {
    const a = { layer: i % run.layers, value: (i * 7 + 3) % run.valuesPerLayer };
    const b = { layer: (i + 1 + (i % (run.layers - 1))) % run.layers, value: (i * 11 + 5) % run.valuesPerLayer };
    if (a.layer === b.layer) b.layer = (b.layer + 1) % run.layers;
    return i % 5 === 4 && i < 20
      ? { kind: 'only', a: { ...a, value: run.valuesPerLayer - 1 }, b: { ...b, value: 0 } }
      : { kind: 'never', a, b };
  });
}
