import { describe, expect, it } from 'vitest';
import { rankText, resultOrder, scoreText } from './result-order';

describe('resultOrder', () => {
  it('keeps number order by default and without ranks', () => {
    expect(resultOrder(4, 'number', [3, 1, 4, 2])).toEqual([1, 2, 3, 4]);
    expect(resultOrder(3, 'rank', undefined)).toEqual([1, 2, 3]);
  });

  it('puts the rarest first, tied ranks by number', () => {
    expect(resultOrder(5, 'rank', [3, 1, 3, 5, 1])).toEqual([2, 5, 1, 3, 4]);
  });
});

describe('rank texts', () => {
  it('reads as the card shows it', () => {
    expect(rankText(3, 27)).toBe('Rank 3 of 27');
    expect(scoreText(12.345, 'statistical')).toBe('Rarity score 12.35 (Statistical rarity (sum of 1 / frequency of its traits))');
    expect(scoreText(1.18149, 'openrarity')).toBe('Rarity score 1.1815 (OpenRarity (information content, as the marketplaces rank))');
  });
});
