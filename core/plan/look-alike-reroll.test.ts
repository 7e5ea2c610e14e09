import { describe, expect, it } from 'vitest';
import { lookAlikeReroll } from './look-alike-reroll.ts';
import { planCollection } from './plan-collection.ts';
import { tokenRows } from './rated-plan.ts';

/** Background {Red, Red with 3 pixels changed, Blue, Green} x 4 Eyes, planned at `size`. */
function plantedSet(size: number) {
  const plan = planCollection({
    layers: [
      { name: 'Background', values: ['Red', 'Red 2', 'Blue', 'Green'], weights: [1, 1, 1, 1], noneWeight: null },
      { name: 'Eyes', values: ['A', 'B', 'C', 'D'], weights: [1, 1, 1, 1], noneWeight: null },
    ],
    size,
    seed: 'planted',
    order: 'shuffled',
    rules: [],
    oneOfOnes: 0,
  });
  if (!plan.ok) throw new Error(plan.problems.join(' '));
  const rows = tokenRows(plan.tokens, 2, false);
  // What the guard finds: each Red token beside the Red 2 token with the same Eyes.
  const groups = rows.flatMap((row, t) => {
    if (row[0] !== 0) return [];
    const twin = rows.findIndex((r) => r[0] === 1 && r[1] === row[1]);
    return twin < 0 ? [] : [[t + 1, twin + 1].sort((a, b) => a - b)];
  });
  return { rows, groups };
}

const counts = (rows: readonly (readonly number[])[], l: number) => [0, 1, 2, 3].map((v) => rows.filter((r) => r[l] === v).length);

describe('the look-alike re-roll', () => {
  it('leaves no two rows alike by class and keeps every count, when the counts allow it', () => {
    const { rows, groups } = plantedSet(8);
    expect(groups.length).toBeGreaterThan(0);
    const result = lookAlikeReroll({ rows, sizes: [4, 4], rules: [], groups, seed: 'x' });
    if (!result.ok) throw new Error(result.reason);
    const after = [...rows];
    for (const c of result.changes) after[c.token - 1] = c.after;
    expect([counts(after, 0), counts(after, 1)]).toEqual([counts(rows, 0), counts(rows, 1)]);
    const red = after.filter((r) => r[0] === 0).map((r) => r[1]);
    const red2 = after.filter((r) => r[0] === 1).map((r) => r[1]);
    expect(red.filter((e) => red2.includes(e))).toEqual([]);
    expect(new Set(after.map((r) => r.join())).size).toBe(8);
    expect(lookAlikeReroll({ rows, sizes: [4, 4], rules: [], groups, seed: 'x' })).toEqual(result);
  });

  it('says why not and names the class when the counts cannot be kept apart', () => {
    for (const size of [14, 10]) {
      const { rows, groups } = plantedSet(size);
      const result = lookAlikeReroll({ rows, sizes: [4, 4], rules: [], groups, seed: 'x' });
      expect(result).toMatchObject({ ok: false, classes: [{ layer: 0, values: [0, 1] }] });
      if (result.ok) return;
      expect(result.crowded).toEqual({ class: { layer: 0, values: [0, 1] }, tokens: counts(rows, 0)[0]! + counts(rows, 0)[1]!, room: 4 });
    }
  });
});
