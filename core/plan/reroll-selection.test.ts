import { describe, expect, it } from 'vitest';
import { reroll } from './reroll.ts';
import { rerollSelection } from './reroll-selection.ts';
import { counts, plannedSet } from './reroll.test-helpers.ts';

const { input, rows, sizes } = plannedSet('selection');

describe('a re-roll of a selection', () => {
  it('re-rolls every selected token keeping the locks, the counts, the rules and uniqueness, no token swapped twice', () => {
    const tokens = [3, 17, 41];
    const result = rerollSelection({ rows, sizes, rules: input.rules, tokens, locked: [1], seed: 'pick' });
    if (!result.ok) throw new Error(result.reason);
    const after: (readonly number[])[] = [...rows];
    for (const change of result.changes) {
      expect(change.before).toEqual(rows[change.token - 1]);
      after[change.token - 1] = change.after;
    }
    for (const t of tokens) {
      expect(after[t - 1]).not.toEqual(rows[t - 1]);
      expect(after[t - 1]![1]).toBe(rows[t - 1]![1]);
    }
    expect(counts(after)).toEqual(counts(rows));
    expect(new Set(after.map((row) => row.join())).size).toBe(60);
    expect(after.filter((row) => row[2] === 1 && row[0] === 0)).toEqual([]);
    // Each partner is named once, and never a token of the selection.
    const partners = result.swaps.map((s) => s.partner);
    expect(new Set(partners).size).toBe(partners.length);
    for (const p of partners) expect(tokens).not.toContain(p);
    // Only the selection and the partners changed.
    const named = new Set([...tokens, ...partners]);
    expect(result.changes.map((c) => c.token).sort((a, b) => a - b)).toEqual([...named].sort((a, b) => a - b));
    expect(rerollSelection({ rows, sizes, rules: input.rules, tokens, locked: [1], seed: 'pick' })).toEqual(result);
  });

  it('says which token could not be re-rolled', () => {
    expect(rerollSelection({ rows, sizes, rules: [], tokens: [2, 5], locked: [0, 1, 2], seed: 'x' })).toEqual({
      ok: false,
      reason: '#2: Every trait is locked: unlock one to re-roll.',
    });
    expect(rerollSelection({ rows, sizes, rules: [], tokens: [], locked: [], seed: 'x' })).toMatchObject({ ok: false });
  });

  it('never takes an avoided token as a partner', () => {
    const avoid = Array.from({ length: 50 }, (_, i) => i + 2);
    const results = ['a', 'b', 'c'].map((seed) => reroll({ rows, sizes, rules: [], token: 1, locked: [], seed, avoid }));
    const swaps = results.flatMap((r) => (r.ok ? r.swaps : []));
    expect(swaps.length).toBeGreaterThan(0);
    for (const s of swaps) expect(s.partner).toBeGreaterThan(51);
  });
});
