// On spaces small enough to try every subset (up to a few hundred combinations), the planner never
// refuses a collection that exists: whenever a brute force finds `size` distinct valid combinations whose
// counts are each value's share rounded down or up, the planner makes a collection too, and a sound one.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { planCollection } from './plan-collection.ts';
import { shareBounds } from './largest-remainder.ts';
import { NONE, type PlanInput } from './types.ts';
import { arbitraryRules, breaksRule, planRulesOf } from './rules.test-helpers.ts';

const MAX_COMBINATIONS = 300;
/** Subsets tried at most per case; a case past it is left undecided (and counted). */
const BRUTE_BUDGET = 3_000_000;

function combinations(radices: number[]): number[][] {
  return radices.reduce<number[][]>((all, r) => all.flatMap((c) => Array.from({ length: r }, (_, v) => [...c, v])), [[]]);
}

const weightsOf = (l: PlanInput['layers'][number]) => (l.noneWeight === null ? l.weights : [...l.weights, l.noneWeight]);
const radicesOf = (input: PlanInput) => input.layers.map((l) => weightsOf(l).length);
const validOf = (input: PlanInput) => combinations(radicesOf(input)).filter((c) => !input.rules.some((r) => breaksRule(c, r)));

/** Is there a set of `size` distinct valid combinations whose counts all lie between the shares rounded down and up? */
function feasible(input: PlanInput): boolean | 'undecided' {
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

const small = fc
  .record({
    weights: fc.array(fc.array(fc.nat(4), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }),
    none: fc.array(fc.option(fc.nat(2), { nil: null, freq: 3 }), { minLength: 4, maxLength: 4 }),
    rules: arbitraryRules(5),
    part: fc.double({ min: 0, max: 1.05, noNaN: true }),
    seed: fc.string({ maxLength: 4 }),
  })
  .map(({ weights, none, rules, part, seed }): PlanInput => {
    const layers = weights.map((w, l) => {
      const some = w.some((x) => x > 0) ? w : [1, ...w.slice(1)];
      return { name: `L${l}`, values: some.map((_, v) => `v${v}`), weights: some, noneWeight: none[l]! };
    });
    const radix = (l: number) => layers[l]!.values.length + (layers[l]!.noneWeight === null ? 0 : 1);
    const ref = (l: number, v: number) => ({ layer: l % layers.length, value: v % radix(l % layers.length) });
    const planRules = planRulesOf(rules, ref).filter((r) => r.a.layer !== r.b.layer);
    const all = layers.reduce((p, _, l) => p * radix(l), 1);
    return { layers, rules: planRules, size: Math.max(1, Math.round(all * part)), seed, order: 'shuffled', oneOfOnes: 0 };
  })
  .filter((input) => radicesOf(input).reduce((p, r) => p * r, 1) <= MAX_COMBINATIONS);

/** An accepted plan's rows are distinct, valid, and each count is its share rounded (or the full valid set). */
function expectSound(input: PlanInput, rows: number[][], everyValid: boolean) {
  expect(rows).toHaveLength(input.size);
  expect(new Set(rows.map((d) => d.join())).size).toBe(rows.length);
  for (const rule of input.rules) expect(rows.filter((d) => breaksRule(d, rule))).toEqual([]);
  if (everyValid) return;
  input.layers.forEach((l, i) => {
    const { lo, hi } = shareBounds(input.size, weightsOf(l))!;
    lo.forEach((_, v) => {
      const n = rows.filter((d) => d[i] === v).length;
      expect(n >= lo[v]! && n <= hi[v]!).toBe(true);
    });
  });
}

describe('planCollection against brute force', () => {
  it('property: plans whenever some collection meets the rounded shares, rules and uniqueness', { timeout: 120_000 }, () => {
    const seen = { accepted: 0, refused: 0, undecided: 0, oneOf: 0 };
    fc.assert(
      fc.property(small, (input) => {
        const result = planCollection(input);
        if (input.rules.some((r) => r.kind === 'oneOf')) seen.oneOf++;
        const everyValid = validOf(input).filter((c) => c.every((v, l) => weightsOf(input.layers[l]!)[v]! > 0)).length === input.size;
        const brute = feasible(input);
        if (brute === 'undecided') seen.undecided++;
        if (result.ok) {
          seen.accepted++;
          const radices = radicesOf(input);
          const rows = result.tokens.map((t) => t.digits.map((d, l) => (d === NONE ? radices[l]! - 1 : d)));
          expectSound(input, rows, everyValid);
          return;
        }
        seen.refused++;
        expect(result.problems.length).toBeGreaterThan(0);
        expect(brute === true || everyValid, result.problems.join(' ')).toBe(false);
        for (const layer of result.nearest ?? []) expect(layer.values.reduce((s, v) => s + v.count, 0)).toBe(input.size);
      }),
      { numRuns: 1000, seed: 3002 },
    );
    // Both sides and every rule kind are exercised, and the brute force decides nearly every case.
    expect(seen.accepted).toBeGreaterThan(300);
    expect(seen.refused).toBeGreaterThan(40);
    expect(seen.undecided).toBeLessThan(15);
    expect(seen.oneOf).toBeGreaterThan(200);
  });
});
