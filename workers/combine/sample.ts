// A random subset of combinations without repeats and without materialising all of them: Floyd's
// algorithm keeps only the `k` chosen indices, whatever the number of possible combinations.
import { combinationCount, digitsOf } from './enumerate.ts';

export type Random = () => number;

const randomInt = (below: number, random: Random) => Math.floor(random() * below);

/** `k` distinct integers from [0, n), ascending. */
export function sampleIndices(n: number, k: number, random: Random = Math.random): number[] {
  if (k > n) throw new RangeError(`Cannot pick ${k} distinct values out of ${n}`);
  const chosen = new Set<number>();
  for (let j = n - k; j < n; j++) {
    const t = randomInt(j + 1, random);
    chosen.add(chosen.has(t) ? j : t);
  }
  return [...chosen].sort((a, b) => a - b);
}

/** `k` distinct combinations (digit arrays); past the safe-integer range, random digits with rejection. */
export function sampleCombinations(radices: readonly number[], k: number, random: Random = Math.random): number[][] {
  const n = combinationCount(radices);
  if (Number.isFinite(n)) return sampleIndices(n, k, random).map((index) => digitsOf(index, radices));
  const seen = new Set<string>();
  const picked: number[][] = [];
  while (picked.length < k) {
    const digits = radices.map((r) => randomInt(r, random));
    const key = digits.join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    picked.push(digits);
  }
  return picked;
}
