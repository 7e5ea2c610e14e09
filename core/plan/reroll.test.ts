import { describe, expect, it } from 'vitest';
import { reroll } from './reroll.ts';
import { counts, plannedSet } from './reroll.test-helpers.ts';

const { input, rows, sizes } = plannedSet('reroll');

describe('a re-roll with locks', () => {
  it('keeps the locked value, every count, the rules and uniqueness, and changes only the token and its partners', () => {
    for (const [token, locked] of [
      [5, [1]],
      [12, [0, 2]],
      [33, []],
    ] as const) {
      const result = reroll({ rows, sizes, rules: input.rules, token, locked, seed: `s${token}` });
      if (!result.ok) throw new Error(result.reason);
      const after: (readonly number[])[] = [...rows];
      for (const change of result.changes) {
        expect(change.before).toEqual(rows[change.token - 1]);
        after[change.token - 1] = change.after;
      }
      const mine = after[token - 1]!;
      for (const l of locked) expect(mine[l]).toBe(rows[token - 1]![l]);
      expect(mine).not.toEqual(rows[token - 1]);
      expect(counts(after)).toEqual(counts(rows));
      expect(new Set(after.map((row) => row.join())).size).toBe(60);
      expect(after.filter((row) => row[2] === 1 && row[0] === 0)).toEqual([]);
      // Only the token and the partners its swaps name changed.
      const named = new Set([token, ...result.swaps.map((s) => s.partner)]);
      after.forEach((row, i) => {
        if (!named.has(i + 1)) expect(row).toBe(rows[i]);
      });
      // Each swap: the token takes a value its partner held, and gives its own in return.
      for (const s of result.swaps) {
        expect(mine[s.layer]).toBe(s.gets);
        expect(rows[s.partner - 1]![s.layer]).toBe(s.gets);
        expect(after[s.partner - 1]![s.layer]).toBe(s.partnerGets);
        expect(rows[token - 1]![s.layer]).toBe(s.partnerGets);
      }
      // The same seed gives the same re-roll.
      expect(reroll({ rows, sizes, rules: input.rules, token, locked, seed: `s${token}` })).toEqual(result);
    }
  });

  it('says why when it cannot', () => {
    expect(reroll({ rows, sizes, rules: [], token: 5, locked: [0, 1, 2], seed: 'x' })).toEqual({
      ok: false,
      reason: 'Every trait is locked: unlock one to re-roll.',
    });
    const withKing = rows.map((row) => [...row, -1]);
    withKing[0] = [-1, -1, -1, 0];
    expect(reroll({ rows: withKing, sizes, rules: [], token: 1, locked: [], seed: 'x' })).toMatchObject({ ok: false });
    // Both tokens hold the locked value: the only other row is the second token itself.
    const pair = [
      [0, 0],
      [0, 1],
    ];
    expect(reroll({ rows: pair, sizes: [2, 2], rules: [], token: 1, locked: [0], seed: 'x' })).toEqual({
      ok: false,
      reason: 'No re-roll keeps the counts, the rules and every token unique with these locks: unlock another trait.',
    });
  });
});
