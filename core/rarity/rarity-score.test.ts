import { describe, expect, it } from 'vitest';
import { statisticalRarity, rarityCsv, type Trait } from './rarity-score.ts';
import { rowTraits } from '../export/rarity-report.ts';
import { traitSetOf } from '../plan/trait-set.ts';
import { largestRemainder, shareText } from '../plan/largest-remainder.ts';

describe('largestRemainder', () => {
  it('gives exact counts that sum to the total, leftovers to the largest remainders', () => {
    expect(largestRemainder(100, [1, 1, 2])).toEqual([25, 25, 50]);
    expect(largestRemainder(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(largestRemainder(7, [0.5, 0.25, 0.25])).toEqual([3, 2, 2]);
    expect(largestRemainder(5, [0, 3])).toEqual([0, 5]);
    expect(largestRemainder(5, [0, 0])).toBeNull();
  });

  it('shows shares as the screen does', () => {
    expect(shareText(1, [1, 1, 2, 4])).toBe('12.5 %');
    expect(shareText(2, [1, 1, 2])).toBe('50 %');
    expect(shareText(0, [0, 0])).toBe('0 %');
  });
});

const rarity = (traits: readonly (readonly Trait[])[]) => statisticalRarity(traitSetOf(traits));

describe('rarity', () => {
  const layers = [
    { name: 'Background', values: ['Red', 'Blue'] },
    // None written as the Hat's value, so rarity counts it as the metadata lists it.
    { name: 'Hat', values: ['Gold'], noneValue: true },
  ];
  // The last digit: which one-of-one a token is (-1: generated); -1 in a layer: None.
  const rows = [
    [0, 0, -1],
    [0, -1, -1],
    [1, -1, -1],
    [1, -1, -1],
    [-1, -1, 0],
  ];
  const oneOfOnes = [{ name: 'The King', attributes: [{ trait_type: 'Crown', value: 'Diamond' }] }];

  it('scores the sum of 1 / frequency per trait, None included; rank 1 is the rarest and ties share a rank', () => {
    const traits = rowTraits(layers, rows, oneOfOnes);
    expect(traits[1]).toEqual([
      ['Background', 'Red'],
      ['Hat', 'None'],
    ]);
    const { score, rank } = rarity(traits);
    // Red 2/5, Gold 1/5, None 3/5, Blue 2/5, Diamond 1/5.
    expect(score.map((s) => s.toFixed(3))).toEqual(['7.500', '4.167', '4.167', '4.167', '5.000']);
    expect(rank).toEqual([1, 3, 3, 3, 2]);
  });

  it('writes a CSV with one row per token', () => {
    const traits = rowTraits(layers, rows, oneOfOnes);
    const csv = rarityCsv(traits, rarity(traits), 'statistical').trim().split('\n');
    expect(csv[0]).toBe('Token,Rank,Score,Background,Hat,Crown');
    expect(csv[1]).toBe('1,1,7.50,Red,Gold,');
    expect(csv[5]).toBe('5,2,5.00,,,Diamond');
  });
});
