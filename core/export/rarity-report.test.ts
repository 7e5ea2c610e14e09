// The trait set a plan is rated from holds each distinct trait once: it must read exactly as the
// metadata's lists (rowTraits) do, and rate a set exactly as those lists would.
import { describe, expect, it } from 'vitest';
import { rowTraits, rowTraitSet, setRarity } from './rarity-report.ts';
import { rarityRanks } from '../rarity/rarity-score.ts';
import { traitSetOf } from '../plan/trait-set.ts';
import { ABSENT } from '../plan/tree-types.ts';

const layers = [
  { name: 'Background', values: ['Red', 'Blue', 'red '] },
  { name: 'Hat', values: ['Gold', 'none'], noneValue: true },
  // Two layers of one name: their values count together, as the metadata lists them.
  { name: 'Background', values: ['Red', 'Green'] },
  { name: 'Alien head', values: ['Grey'] },
];
const oneOfOnes = [
  {
    name: 'The King',
    attributes: [
      { trait_type: 'Crown', value: 'Diamond' },
      { trait_type: 'background', value: 'RED' },
    ],
  },
  { name: 'The Queen', attributes: [{ trait_type: 'Meta_trait:trait_count', value: '9' }] },
];
// Per row: each layer's digit (-1 None, ABSENT another template's layer), then which one-of-one (-1: none).
const rows = [
  [0, 0, 0, ABSENT, -1],
  [1, -1, 1, ABSENT, -1],
  [2, 1, 0, ABSENT, -1],
  [0, -1, 1, ABSENT, -1],
  [-1, ABSENT, ABSENT, 0, -1],
  [-1, -1, -1, -1, 0],
  [-1, -1, -1, -1, 1],
  [1, 0, 1, ABSENT, -1],
];

describe('rowTraitSet', () => {
  it('lists every token as rowTraits does', () => {
    const set = rowTraitSet(layers, rows, oneOfOnes);
    expect(set.tokens.map((list) => list.map((i) => set.traits[i]))).toEqual(rowTraits(layers, rows, oneOfOnes));
  });

  it('rates the set as the lists themselves would be rated, by both methods', () => {
    expect(setRarity(layers, rows, oneOfOnes)).toEqual(rarityRanks(traitSetOf(rowTraits(layers, rows, oneOfOnes))));
  });

  it('stores each distinct trait once however many tokens have it', () => {
    const many = Array.from({ length: 500 }, (_, i) => [i % 3, i % 2 ? -1 : 1, i % 2, ABSENT, -1]);
    expect(rowTraitSet(layers, many, oneOfOnes).traits.length).toBeLessThan(20);
  });
});
