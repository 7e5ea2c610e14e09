// The template planner against the brute force: two templates sharing nothing but Type, each a small
// space. A template plan is refused only when some template's share of the tokens has no collection
// (its own brute force finds none), and a template short of combinations for one value is refused by
// naming that value, as the plain planner does. Without Type, a template whose combinations the other
// one already lists names its value too.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { planTree } from './plan-tree.ts';
import { largestRemainder, shareBounds } from './largest-remainder.ts';
import { feasible, validOf } from './plan-brute-force.test-helpers.ts';
import { ABSENT, type PlanTemplate } from './tree-types.ts';
import { valueLabel } from './feasibility.ts';
import { NONE, type PlanInput, type PlanLayer } from './types.ts';

const layerOf = (name: string, weights: number[]): PlanLayer => {
  const some = weights.some((w) => w > 0) ? weights : [1, ...weights.slice(1)];
  return { name, values: some.map((_, v) => `v${v}`), weights: some, noneWeight: null };
};

/** Templates A and B, each on its own layers, Type last; `size` tokens. */
function treeInput(a: number[][], b: number[][], weights: [number, number], size: number, typed = true): PlanInput {
  const layers = [...a.map((w, l) => layerOf(`L${l}`, w)), ...b.map((w, l) => layerOf(`L${l}`, w))];
  const templates: PlanTemplate[] = [
    { name: 'A', weight: weights[0], layers: a.map((_, l) => l), rules: [] },
    { name: 'B', weight: weights[1], layers: b.map((_, l) => a.length + l), rules: [] },
  ];
  if (typed) layers.push({ name: 'Type', values: ['A', 'B'], weights, noneWeight: null });
  return {
    layers,
    size,
    seed: 'tree',
    order: 'shuffled',
    rules: [],
    oneOfOnes: 0,
    templates,
    ...(typed && { typeLayer: layers.length - 1 }),
  };
}

/** Template `t`'s share as a plain planner input. */
const own = (input: PlanInput, t: PlanTemplate, size: number): PlanInput => ({
  ...input,
  layers: t.layers.map((l) => input.layers[l]!),
  size,
  templates: undefined,
  typeLayer: undefined,
});

/** Values whose share (rounded down) needs more than the valid combinations holding them. */
function shortOf(input: PlanInput): string[] {
  const valid = validOf(input);
  return input.layers.flatMap((layer, l) =>
    shareBounds(input.size, layer.weights)!.lo.flatMap((need, v) =>
      need > valid.filter((c) => c[l] === v).length ? [valueLabel(input.layers, { layer: l, value: v })] : [],
    ),
  );
}

const weights = fc.array(fc.array(fc.nat(6), { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 3 });

describe('planTree against brute force', () => {
  it('property: refuses only a share no collection meets, and names the value short of combinations', { timeout: 120_000 }, () => {
    const seen = { accepted: 0, refused: 0, named: 0 };
    fc.assert(
      fc.property(
        weights,
        weights,
        fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 })),
        fc.double({ min: 0.1, max: 1, noNaN: true }),
        (a, b, split, part) => {
          const combos = (w: number[][]) => w.reduce((p, l) => p * l.length, 1);
          const size = Math.max(1, Math.round((combos(a) + combos(b)) * part));
          const input = treeInput(a, b, split, size);
          const shares = largestRemainder(size, split)!;
          const result = planTree(input, input.templates!);
          const mine = input.templates!.map((t, k) => own(input, t, shares[k]!));
          const weighted = (m: PlanInput) => validOf(m).filter((c) => c.every((v, l) => m.layers[l]!.weights[v]! > 0));
          const possible = mine.map((m) => m.size === 0 || feasible(m) === true || weighted(m).length === m.size);
          if (result.ok) {
            seen.accepted++;
            expect(result.tokens).toHaveLength(size);
            expect(new Set(result.tokens.map((t) => t.digits.join())).size).toBe(size);
            input.templates!.forEach((t, k) => {
              const rows = result.tokens.filter((r) => r.digits[input.typeLayer!] === k);
              expect(rows).toHaveLength(shares[k]!);
              for (const row of rows) t.layers.forEach((l) => expect(row.digits[l]).not.toBe(ABSENT));
            });
            return;
          }
          seen.refused++;
          expect(possible.every(Boolean), result.problems.join(' ')).toBe(false);
          input.templates!.forEach((t, k) => {
            // Too few combinations is the cause named first; all of them make the set whatever the weights.
            if (mine[k]!.size >= weighted(mine[k]!).length) return;
            for (const value of shortOf(mine[k]!)) {
              seen.named++;
              expect(
                result.problems.some((p) => p.startsWith(`${t.name}: ${value} needs`)),
                result.problems.join(' '),
              ).toBe(true);
            }
          });
        },
      ),
      { numRuns: 800, seed: 4601 },
    );
    expect(seen.accepted).toBeGreaterThan(100);
    expect(seen.refused).toBeGreaterThan(20);
    expect(seen.named).toBeGreaterThan(10);
  });

  it('without Type, names the value whose combinations the other template already lists', () => {
    // Both templates list Background {v0, v1} x Eyes {v0, v1}: 4 trait sets; A takes 3 of them, so B's 3
    // tokens have 1 left: B's values that one does not hold need 1 each.
    const input = treeInput(
      [
        [1, 1],
        [1, 1],
      ],
      [
        [1, 1],
        [1, 1],
      ],
      [1, 1],
      6,
      false,
    );
    const result = planTree(input, input.templates!);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.join(' ')).toMatch(
      /^B: v\d \(L\d\) needs 1 tokens but only 0 valid combinations hold it \(the others are listed by a one-of-one or by a token of another template\)\./,
    );
    expect(NONE).toBe(-1);
  });
});
