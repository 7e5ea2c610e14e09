// Exact counts from weights: each value gets the floor of its share of `total`, and the units left over go
// to the largest remainders (ties to the earlier value), so the counts always sum to `total`. The planner
// takes these first; when the rules or uniqueness rule them out it may round any share the other way
// (shareBounds), never further.

/** Null when every weight is 0 (nothing to share out). Weights must be finite and non-negative. */
export function largestRemainder(total: number, weights: readonly number[]): number[] | null {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (!(sum > 0)) return null;
  const integral = weights.every(Number.isInteger) && Number.isSafeInteger(total * sum);
  const counts: number[] = [];
  const remainders: number[] = [];
  for (const w of weights) {
    // Integer weights divide exactly; others go through floating point.
    const floor = integral ? Math.floor((total * w) / sum) : Math.floor((total * w) / sum + 1e-9);
    counts.push(floor);
    remainders.push(integral ? (total * w) % sum : (total * w) / sum - floor);
  }
  let left = total - counts.reduce((a, c) => a + c, 0);
  const order = weights.map((_, i) => i).sort((x, y) => remainders[y]! - remainders[x]! || x - y);
  for (const i of order) {
    if (left <= 0) break;
    if (weights[i]! > 0) {
      counts[i]!++;
      left--;
    }
  }
  return counts;
}

export interface ShareBounds {
  /** Each value's exact share of the total. */
  share: number[];
  /** The share rounded down and up (equal when the share is whole). */
  lo: number[];
  hi: number[];
}

/** Null when every weight is 0. */
export function shareBounds(total: number, weights: readonly number[]): ShareBounds | null {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (!(sum > 0)) return null;
  const integral = weights.every(Number.isInteger) && Number.isSafeInteger(total * sum);
  const share = weights.map((w) => (total * w) / sum);
  const lo = weights.map((w, v) => (integral ? Math.floor((total * w) / sum) : Math.floor(share[v]! + 1e-9)));
  const hi = weights.map((w, v) => (integral ? lo[v]! + Number((total * w) % sum > 0) : Math.max(lo[v]!, Math.ceil(share[v]! - 1e-9))));
  return { share, lo, hi };
}

/** "12.5 %": a weight's share of its layer, one decimal. */
export function shareText(weight: number, weights: readonly number[]): string {
  const sum = weights.reduce((a, w) => a + w, 0);
  return `${sum > 0 ? ((weight / sum) * 100).toFixed(1).replace(/\.0$/, '') : '0'} %`;
}
