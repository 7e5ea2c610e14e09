import { describe, expect, it } from 'vitest';
import { tokenRows } from './token-rows';
import type { FinishedRun } from '../run/finished-run';

const run = {
  count: 3,
  layers: [
    { name: 'Background', values: ['Red', 'Blue'] },
    { name: 'Hat', values: ['Cap'] },
  ],
  // Token 3 is the one-of-one "The King" with a trait of its own.
  digits: [
    [0, 0, -1],
    [1, -1, -1],
    [0, 0, 0],
  ],
  oneOfOnes: [{ name: 'The King', attributes: [{ trait_type: 'Crown', value: 'Gold' }] }],
} as unknown as FinishedRun;

describe('tokenRows', () => {
  it('names each token and lists its traits as its metadata does (no Hat: no trait), a one-of-one with its own', () => {
    const rarity = { score: [1.5, 2.5, 9], rank: [3, 2, 1] };
    const table = tokenRows(run, { name: 'Apes', description: '' }, rarity as never);
    expect(table.traits).toEqual(['Background', 'Hat', 'Crown']);
    expect(table.rows.map((r) => [r.n, r.name, r.traits, r.rank])).toEqual([
      [1, 'Apes #1', ['Red', 'Cap', ''], 3],
      [2, 'Apes #2', ['Blue', '', ''], 2],
      [3, 'The King', ['', '', 'Gold'], 1],
    ]);
  });
});
