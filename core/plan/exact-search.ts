// Plan step three, for spaces small enough to list: a complete search over the valid combinations for
// `count` distinct ones whose value counts all lie within their bounds. It finds such a set, proves that
// there is none, or stops at its budget (then the heuristic steps decide). Rows holding the values that
// need most of what is available are tried first; a branch ends as soon as some value can no longer
// reach its lower bound with the rows left.

export type SearchOutcome = { rows: Int32Array } | 'none' | 'budget';

export interface Bounds {
  lo: readonly (readonly number[])[];
  hi: readonly (readonly number[])[];
}

/** Search steps at most (a fraction of a second on a slow machine). */
export const SEARCH_BUDGET = 400_000;

export function searchWithinBounds(
  pool: Int32Array,
  radices: readonly number[],
  bounds: Bounds,
  count: number,
  budget = SEARCH_BUDGET,
): SearchOutcome {
  const L = radices.length;
  const P = pool.length / L;
  const offset: number[] = [];
  let V = 0;
  for (const r of radices) offset.push((V += r) - r);
  const lo = Int32Array.from(bounds.lo.flat());
  const hi = Int32Array.from(bounds.hi.flat());
  if (count === 0) return lo.every((n) => n === 0) ? { rows: new Int32Array(0) } : 'none';
  if (P < count) return 'none';
  const available = new Int32Array(V);
  for (let i = 0; i < P; i++) for (let l = 0; l < L; l++) available[offset[l]! + pool[i * L + l]!]!++;
  const scarcity = (i: number) => {
    let most = 0;
    for (let l = 0; l < L; l++) {
      const k = offset[l]! + pool[i * L + l]!;
      most = Math.max(most, lo[k]! / available[k]!);
    }
    return most;
  };
  const order = Array.from({ length: P }, (_, i) => i).sort((x, y) => scarcity(y) - scarcity(x) || x - y);
  // left[i * V + k]: rows from position i of `order` on that hold value k.
  const left = new Int32Array((P + 1) * V);
  for (let i = P - 1; i >= 0; i--) {
    left.copyWithin(i * V, (i + 1) * V, (i + 2) * V);
    for (let l = 0; l < L; l++) left[i * V + offset[l]! + pool[order[i]! * L + l]!]!++;
  }
  const taken = new Int32Array(V);
  const picks = new Int32Array(count);
  let steps = 0;
  let exhausted = false;

  const reachable = (i: number, still: number) => {
    for (let l = 0; l < L; l++) {
      let need = 0;
      let room = 0;
      for (let k = offset[l]!; k < offset[l]! + radices[l]!; k++) {
        const short = lo[k]! - taken[k]!;
        if (short > left[i * V + k]!) return false;
        if (short > 0) need += short;
        room += Math.min(hi[k]! - taken[k]!, left[i * V + k]!);
      }
      if (need > still || room < still) return false;
    }
    return true;
  };
  const fits = (row: number) => {
    for (let l = 0; l < L; l++) {
      const k = offset[l]! + pool[row * L + l]!;
      if (taken[k]! >= hi[k]!) return false;
    }
    return true;
  };
  const take = (row: number, by: number) => {
    for (let l = 0; l < L; l++) taken[offset[l]! + pool[row * L + l]!]! += by;
  };
  const visit = (from: number, chosen: number): boolean => {
    if (chosen === count) return lo.every((n, k) => taken[k]! >= n);
    for (let i = from; P - i >= count - chosen; i++) {
      if (++steps > budget) return !(exhausted = true);
      if (!reachable(i, count - chosen)) return false;
      const row = order[i]!;
      if (!fits(row)) continue;
      take(row, 1);
      picks[chosen] = row;
      if (visit(i + 1, chosen + 1)) return true;
      take(row, -1);
      if (exhausted) return false;
    }
    return false;
  };
  if (!visit(0, 0)) return exhausted ? 'budget' : 'none';
  const rows = new Int32Array(count * L);
  picks.forEach((row, i) => rows.set(pool.subarray(row * L, row * L + L), i * L));
  return { rows };
}
