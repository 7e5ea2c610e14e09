// Why a search found no collection, when one value is the cause: its share (rounded down) needs more
// tokens than the usable valid combinations holding it. Usable: those no one-of-one lists, nor (in a set
// of templates without Type) a token of another template, so a template's refusal names its value as
// the plain planner's does.
import { valueLabel } from './feasibility.ts';
import type { PlanLayer } from './types.ts';

/** Rows of `rows` (one digit per layer) holding value `v` in layer `l`. */
function holding(rows: Int32Array, layers: number, l: number, v: number): number {
  let n = 0;
  for (let i = l; i < rows.length; i += layers) if (rows[i] === v) n++;
  return n;
}

/** The values short of combinations, one sentence each; null when no single value is the cause. */
export function shortValues(
  layers: readonly PlanLayer[],
  lo: readonly (readonly number[])[],
  pool: Int32Array,
  usable: Int32Array,
): string[] | null {
  const L = layers.length;
  const problems = lo.flatMap((need, l) =>
    need.flatMap((n, v) => {
      const room = holding(usable, L, l, v);
      if (n <= room) return [];
      const taken = holding(pool, L, l, v) > room ? ' (the others are listed by a one-of-one or by a token of another template)' : '';
      return [`${valueLabel(layers, { layer: l, value: v })} needs ${n} tokens but only ${room} valid combinations hold it${taken}.`];
    }),
  );
  return problems.length ? problems : null;
}
