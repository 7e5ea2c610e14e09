// The brute force the planner tests compare with: every subset of the valid combinations of a small
// space, for `size` distinct ones whose counts all lie between the shares rounded down and up.
import { shareBounds } from './largest-remainder.ts';
import type { PlanInput } from './types.ts';
import { breaksRule } from './rules.test-helpers.ts';
/** Subsets tried at most per case; a case past it is left undecided (and counted). */
const BRUTE_BUDGET = 3_000_000;

function combinations(radices: number[]): number[][] {
  return radices.reduce<number[][]>((all, r) => all.flatMap((c) => Array.from({ length: r }, (_, v) => [...c, v])), [[]]);
}

export const weightsOf = (l: PlanInput['layers'][number]) => (l.noneWeight === null ? l.weights : [...l.weights, l.noneWeight]);
export const radicesOf = (input: PlanInput) => input.layers.map((l) => weightsOf(l).length);
export const validOf = (input: PlanInput) => combinations(radicesOf(input)).filter((c) => !input.rules.some((r) => breaksRule(c, r)));

/** Is there a set of `size` distinct valid combinations whose counts all lie between the shares rounded down and up? */
export function feasible(input: PlanInput): boolean | 'undecided' {
  const bounds = input.layers.map((l) => shareBounds(input.size, weightsOf(l))!);
  const valid = validOf(input).filter((c) => c.every((v, l) => bounds[l]!.hi[v]! > 0));
  const taken = bounds.map((b) => b.lo.map(() => 0));
  // still[i][l][v]: combinations from i on holding value v of layer l.
  const still = valid.map((_, i) => bounds.map((b, l) => b.lo.map((_, v) => valid.slice(i).filter((c) => c[l] === v).length)));
  let steps = 0;
  const pick = (from: number, need: number): boolean => {
    if (++steps > BRUTE_BUDGET) throw new Error('undecided');
    if (need === 0) return bounds.every((b, l) => b.lo.every((lo, v) => taken[l]![v]! >= lo));
    for (let i = from; i <= valid.length - need; i++) {
      if (bounds.some((b, l) => b.lo.some((lo, v) => taken[l]![v]! + still[i]![l]![v]! < lo))) return false;
      const c = valid[i]!;
      if (c.some((v, l) => taken[l]![v]! >= bounds[l]!.hi[v]!)) continue;
      c.forEach((v, l) => taken[l]![v]!++);
      if (pick(i + 1, need - 1)) return true;
      c.forEach((v, l) => taken[l]![v]!--);
    }
    return false;
  };
  try {
    return pick(0, input.size);
  } catch {
    return 'undecided';
  }
}
