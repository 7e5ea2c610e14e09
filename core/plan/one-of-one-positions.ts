// One-of-ones among the generated tokens at seeded positions: the first `oneOfOnes` of a shuffled list of
// every position (the plain planner and the planner for templates place them alike).
import { shuffle, type Random } from './random.ts';
import type { PlannedToken } from './types.ts';

export function placeOneOfOnes(generated: readonly PlannedToken[], size: number, oneOfOnes: number, random: Random): PlannedToken[] {
  if (!oneOfOnes) return [...generated];
  const positions = shuffle(
    Array.from({ length: size }, (_, i) => i),
    random,
  ).slice(0, oneOfOnes);
  const special = new Map(positions.map((position, k) => [position, k]));
  let next = 0;
  return Array.from({ length: size }, (_, position) => {
    const k = special.get(position);
    return k === undefined ? generated[next++]! : { digits: [], oneOfOne: k };
  });
}
