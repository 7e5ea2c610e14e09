// The results grid's order: by number (the spec's), or by rarity rank (rarest first, ties by number).
import { SCORE_DECIMALS } from '@core/rarity/rarity-score';
import type { RarityMethod } from '@core/protocol';

export type ResultSort = 'number' | 'rank';

/** Result numbers in display order. Without ranks (an older run) the order stays by number. */
export function resultOrder(count: number, sort: ResultSort, rank: readonly number[] | undefined): number[] {
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  if (sort === 'number' || !rank) return numbers;
  return numbers.sort((a, b) => (rank[a - 1] ?? Infinity) - (rank[b - 1] ?? Infinity) || a - b);
}

export const rankText = (rank: number, count: number) => `Rank ${rank} of ${count}`;

/** How each method's score is explained where it shows. */
export const RARITY_METHOD_TEXT: Record<RarityMethod, string> = {
  openrarity: 'OpenRarity (information content, as the marketplaces rank)',
  statistical: 'Statistical rarity (sum of 1 / frequency of its traits)',
};

export const scoreText = (score: number, method: RarityMethod) =>
  `Rarity score ${score.toFixed(SCORE_DECIMALS[method])} (${RARITY_METHOD_TEXT[method]})`;
