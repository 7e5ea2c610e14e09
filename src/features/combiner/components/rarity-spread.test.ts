import { describe, expect, it } from 'vitest';
import { raritySpreadText } from './rarity-spread';

describe('the expected rarity spread', () => {
  it('names the method, the lowest and highest score and the median', () => {
    expect(raritySpreadText([1.3926137488801251, 0.8749925360622679, 0.7235980365241422, 1.1338031424711967], 'openrarity')).toBe(
      'Expected rarity, OpenRarity (information content, as the marketplaces rank): scores from 0.7236 to 1.3926, median 1.0044',
    );
    expect(raritySpreadText([7.5, 4.1667, 5], 'statistical')).toBe(
      'Expected rarity, Statistical rarity (sum of 1 / frequency of its traits): scores from 4.17 to 7.50, median 5.00',
    );
    expect(raritySpreadText([], 'statistical')).toBeNull();
  });
});
