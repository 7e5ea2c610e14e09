// What a generation run will make: all combinations in order, or a random subset when credits (or the
// 10 000 ceiling) are fewer than the possible combinations.
import { combinationCount, enumerateAll } from './enumerate.ts';
import { sampleCombinations, type Random } from './sample.ts';

export interface GenerationPlan {
  /** Possible combinations (Infinity past the safe-integer range). */
  possible: number;
  /** How many the run makes. */
  count: number;
  /** True when `count` is a random subset of `possible`. */
  limited: boolean;
  combinations: Iterable<number[]>;
}

export function planGeneration(radices: readonly number[], credits: number, max: number, random?: Random): GenerationPlan {
  const possible = combinationCount(radices);
  const allowed = Math.max(0, Math.min(credits, max));
  if (possible <= allowed) return { possible, count: possible, limited: false, combinations: enumerateAll(radices) };
  return { possible, count: allowed, limited: true, combinations: sampleCombinations(radices, allowed, random) };
}
