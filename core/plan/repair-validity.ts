// Plan step two, when swaps cannot clear the violations (a crowded space, N close to the valid count):
// start from valid, unique rows instead and move the counts into their bounds (each share rounded down or
// up) by replacing a row with an unused valid combination whenever that lowers the total distance to them.
import { KeyCounts, type Table } from './table.ts';
import { violations, type CompiledRules } from './rules.ts';
import { shuffle, type Random } from './random.ts';

const SIDEWAYS_CHANCE = 0.1;

interface Search {
  table: Table;
  rules: CompiledRules;
  lo: readonly (readonly number[])[];
  hi: readonly (readonly number[])[];
  random: Random;
  /** Every valid combination (flat), when there are few enough to list. */
  pool: Int32Array | null;
}

/** Rows of `count` valid, unique combinations with counts as close to their bounds as found; null if not enough were found. */
export function repairByValidity(
  search: Search,
  start: Int32Array,
  startCount: number,
  count: number,
  reserved: KeyCounts,
): Int32Array | null {
  const { table, rules, lo, hi, random, pool } = search;
  const L = table.layers;
  const rows = new Int32Array(count * L);
  const keys = reserved.clone(count);
  const taken = lo.map((t) => t.map(() => 0));
  const off = (l: number, v: number, n: number) => Math.max(0, lo[l]![v]! - n, n - hi[l]![v]!);
  // Moving one token into (by 1) or out of (by -1) a value: how much further from its bounds.
  const step = (l: number, v: number, by: number) => off(l, v, taken[l]![v]! + by) - off(l, v, taken[l]![v]!);
  const under = (l: number) => taken[l]!.flatMap((n, v) => (n < lo[l]![v]! ? [v] : []));
  const allowed = hi.map((t) => t.flatMap((n, v) => (n > 0 ? [v] : [])));
  const spare = (base: number) => {
    for (let l = 0; l < L; l++) if (taken[l]![rows[base + l]!]! > lo[l]![rows[base + l]!]!) return true;
    return false;
  };
  let m = 0;
  const put = (source: ArrayLike<number>, base: number, at: number) => {
    for (let l = 0; l < L; l++) taken[l]![(rows[at * L + l] = source[base + l]!)]!++;
    keys.add(table.keyAt(rows, at * L));
  };
  for (let i = 0; i < startCount && m < count; i++)
    if (violations(rules, start, i * L) === 0 && keys.get(table.keyAt(start, i * L)) === 0) put(start, i * L, m++);

  const candidate = new Int32Array(L);
  const poolOrder = pool
    ? shuffle(
        Array.from({ length: pool.length / L }, (_, i) => i),
        random,
      )
    : [];
  let poolNext = 0;
  const guided = (from: Int32Array | null, base: number) => {
    for (let l = 0; l < L; l++) {
      const keep = from ? from[base + l]! : -1;
      const want = under(l);
      const replace = keep < 0 || (want.length > 0 && (taken[l]![keep]! > lo[l]![keep]! || random.chance(0.3)));
      const choices = want.length ? want : allowed[l]!;
      candidate[l] = replace ? choices[random.int(choices.length)]! : keep;
    }
  };
  const usable = () => violations(rules, candidate, 0) === 0 && keys.get(table.keyAt(candidate, 0)) === 0;

  for (let attempts = 0; m < count; attempts++) {
    if (attempts > 200 * count + 20_000) return null;
    if (pool && poolNext < poolOrder.length) candidate.set(pool.subarray(poolOrder[poolNext]! * L, poolOrder[poolNext++]! * L + L));
    else if (pool) return null;
    else guided(null, 0);
    if (usable()) put(candidate, 0, m++);
  }

  const distance = () => taken.reduce((sum, t, l) => sum + t.reduce((s, n, v) => s + off(l, v, n), 0), 0);
  let total = distance();
  const maxTries = 100_000 + 50 * count;
  const patience = 10_000 + 10 * count;
  let best = total;
  let bestAt = 0;
  for (let tries = 0; total > 0 && tries < maxTries && tries - bestAt < patience; tries++) {
    let i = random.int(count);
    for (let look = 0; look < 8 && !spare(i * L); look++) i = random.int(count);
    if (pool && random.chance(0.5)) {
      const p = random.int(pool.length / L);
      candidate.set(pool.subarray(p * L, p * L + L));
    } else guided(rows, i * L);
    if (!usable()) continue;
    let delta = 0;
    for (let l = 0; l < L; l++) {
      const out = rows[i * L + l]!;
      const into = candidate[l]!;
      if (out === into) continue;
      delta += step(l, out, -1) + step(l, into, 1);
    }
    if (!(delta < 0 || (delta === 0 && random.chance(SIDEWAYS_CHANCE)))) continue;
    keys.remove(table.keyAt(rows, i * L));
    for (let l = 0; l < L; l++) taken[l]![rows[i * L + l]!]!--;
    put(candidate, 0, i);
    total += delta;
    if (total < best) {
      best = total;
      bestAt = tries;
    }
  }
  return rows;
}
