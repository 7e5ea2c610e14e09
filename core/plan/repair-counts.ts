// Plan step one: rows whose per-layer counts are already exact (each layer's multiset shuffled), then
// repaired by swapping one layer's values between two rows. A swap never changes a count, so only rule
// violations and duplicates need fixing; a swap is kept when it lowers their total over the two rows.
import { KeyCounts, type Table } from './table.ts';
import { brokenRules, violations, type CompiledRules } from './rules.ts';
import { shuffle, type Random } from './random.ts';

/** Sideways moves (no change in cost) taken now and then, to walk off plateaus. */
const SIDEWAYS_CHANCE = 0.1;

export function exactRows(table: Table, targets: readonly (readonly number[])[], count: number, random: Random): Int32Array {
  const rows = new Int32Array(count * table.layers);
  targets.forEach((layerTargets, l) => {
    const column: number[] = [];
    layerTargets.forEach((n, value) => {
      for (let k = 0; k < n; k++) column.push(value);
    });
    shuffle(column, random).forEach((value, i) => (rows[i * table.layers + l] = value));
  });
  return rows;
}

/** Repairs `rows` in place; true when every row is valid and unique (and none is reserved). */
export function repairByCounts(
  table: Table,
  rules: CompiledRules,
  rows: Int32Array,
  count: number,
  reserved: KeyCounts,
  random: Random,
): boolean {
  const L = table.layers;
  const keys = reserved.clone(count);
  for (let i = 0; i < count; i++) keys.add(table.keyAt(rows, i * L));
  const isBad = (i: number) => violations(rules, rows, i * L) > 0 || keys.get(table.keyAt(rows, i * L)) > 1;
  const bad: number[] = [];
  const listed = new Uint8Array(count);
  const list = (i: number) => {
    if (listed[i] || !isBad(i)) return;
    listed[i] = 1;
    bad.push(i);
  };
  for (let i = 0; i < count; i++) list(i);
  const maxTries = 200_000 + 300 * count;
  // Gives up when the total of violations and duplicates has not reached a new low for this long.
  const patience = 20_000 + 20 * count;
  let cost = 0;
  let best = 0;
  let bestAt = 0;
  for (let tries = 0; bad.length && tries < maxTries && tries - bestAt < patience && count > 1; tries++) {
    const at = random.int(bad.length);
    const i = bad[at]!;
    const before = violations(rules, rows, i * L);
    const ki = table.keyAt(rows, i * L);
    if (before === 0 && keys.get(ki) <= 1) {
      bad[at] = bad[bad.length - 1]!;
      bad.pop();
      listed[i] = 0;
      continue;
    }
    const broken = before > 0 ? brokenRules(rules, rows, i * L) : null;
    const rule = broken?.[random.int(broken.length)];
    const l = rule ? (random.chance(0.5) ? rule.a.layer : rule.b.layer) : random.int(L);
    const j = random.int(count);
    const a = rows[i * L + l]!;
    const b = rows[j * L + l]!;
    if (j === i || a === b) continue;
    const kj = table.keyAt(rows, j * L);
    const old = before + violations(rules, rows, j * L);
    let delta = (keys.remove(ki) >= 2 ? -1 : 0) + (keys.remove(kj) >= 2 ? -1 : 0);
    rows[i * L + l] = b;
    rows[j * L + l] = a;
    const ni = table.keyAt(rows, i * L);
    const nj = table.keyAt(rows, j * L);
    delta += (keys.add(ni) >= 1 ? 1 : 0) + (keys.add(nj) >= 1 ? 1 : 0);
    delta += violations(rules, rows, i * L) + violations(rules, rows, j * L) - old;
    if (delta < 0 || (delta === 0 && random.chance(SIDEWAYS_CHANCE))) {
      cost += delta;
      if (cost < best) {
        best = cost;
        bestAt = tries;
      }
      list(i);
      list(j);
      continue;
    }
    keys.remove(ni);
    keys.remove(nj);
    rows[i * L + l] = a;
    rows[j * L + l] = b;
    keys.add(ki);
    keys.add(kj);
  }
  for (let i = 0; i < count; i++) if (isBad(i)) return false;
  return true;
}
