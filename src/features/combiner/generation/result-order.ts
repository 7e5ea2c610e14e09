// The results grid's order: by number (the spec's), or by rarity rank (rarest first, ties by number).

export type ResultSort = 'number' | 'rank';

/** Result numbers in display order. Without ranks (an older run) the order stays by number. */
export function resultOrder(count: number, sort: ResultSort, rank: readonly number[] | undefined): number[] {
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  if (sort === 'number' || !rank) return numbers;
  return numbers.sort((a, b) => (rank[a - 1] ?? Infinity) - (rank[b - 1] ?? Infinity) || a - b);
}

export const rankText = (rank: number, count: number) => `Rank ${rank} of ${count}`;

export const scoreText = (score: number) => `Rarity score ${score.toFixed(2)} (sum of 1 / frequency of its traits)`;

/** "#4 and #9 render the same pixels"; "#2, #5 and #7 render the same pixels". */
export const samePixelsText = (numbers: readonly number[]) => {
  const names = numbers.map((n) => `#${n}`);
  return `${names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('')} render the same pixels`;
};
