// The planner: which combination each token gets. Counts per layer are each value's share of the weights
// ("None" as one more value), largest remainder first; rules and uniqueness are repaired without touching
// those counts. When that fails, every other rounding of the shares (down or up) is considered: a complete
// search on spaces small enough to list, a guided one beyond. Only what no collection can meet is refused,
// naming the cause, with the nearest feasible counts found.
import { seededRandom, shuffle, type Random } from './random.ts';
import { compileRules, type CompiledRules } from './rules.ts';
import { createTable, KeyCounts, valueCounts, type Table } from './table.ts';
import { countValid, enumerateValid, type ValidCountResult } from './valid-count.ts';
import { exactRows, repairByCounts } from './repair-counts.ts';
import { repairByValidity } from './repair-validity.ts';
import { feasibilityProblems, layerLabel } from './feasibility.ts';
import { searchWithinBounds } from './exact-search.ts';
import { placeOneOfOnes } from './one-of-one-positions.ts';
import { countsReport, layerWeights, planTargets, radixOf, roundingNote, type Targets } from './plan-targets.ts';
import { NONE, type PlanInput, type PlanLayer, type PlannedToken, type PlanResult, type PlanRule, type ValidCount } from './types.ts';

/** Valid combinations listed in full (for a crowded space) up to this many. */
const POOL_LIMIT = 200_000;
/** Spaces searched completely (every rounding of the shares) up to this many valid combinations. */
const SEARCH_LIMIT = 2_000;

/** Valid combinations of the layers' values with a weight above 0, under the rules (as the screen shows it). */
export function countCombinations(layers: readonly PlanLayer[], rules: readonly PlanRule[]): ValidCountResult {
  const allowed = layers.map((layer) => layerWeights(layer).map((w) => w > 0));
  return countValid(allowed, compileRules(layers.map(radixOf), rules), seededRandom('valid-count'));
}

// The valid count depends only on which values may appear and on the rules: a re-plan for a weight edit
// (or a new seed) reuses the last exact count. An estimate draws on the seeded random, so it is not kept:
// the same input always consumes the same random numbers, and so gives the same plan.
let lastCount: { key: string; counted: ValidCountResult } | null = null;

function countOnce(allowed: readonly boolean[][], rules: CompiledRules, random: Random): ValidCountResult {
  const key = JSON.stringify([allowed, rules.list]);
  if (lastCount?.key === key) return lastCount.counted;
  const counted = countValid(allowed, rules, random);
  if (counted.valid.exact) lastCount = { key, counted };
  return counted;
}

interface Planning {
  input: PlanInput;
  table: Table;
  rules: CompiledRules;
  t: Targets;
  allowed: boolean[][];
  random: Random;
  reserved: KeyCounts;
  gen: number;
  valid: ValidCount;
}

const NO_COMBINATION: ValidCount = { count: 0, exact: true };

function refuse(problems: string[], valid = NO_COMBINATION): PlanResult {
  return { ok: false, problems, nearest: null, maxSize: null, valid };
}

export function planCollection(input: PlanInput): PlanResult {
  const { layers, size, oneOfOnes } = input;
  const gen = size - oneOfOnes;
  if (!Number.isSafeInteger(size) || size < 1) return refuse([`Collection size must be a whole number of at least 1.`]);
  if (!layers.length) return refuse(['Add at least one layer with images.']);
  const empty = layers.findIndex((l) => l.values.length === 0);
  if (empty >= 0) return refuse([`${layerLabel(layers, empty)} has no images: add images to it or delete it.`]);
  if (gen < 0) return refuse([`There are ${oneOfOnes} one-of-ones but the collection size is ${size}.`]);
  const t = planTargets(layers, gen, input.counts);
  if (typeof t === 'string') return refuse([t]);
  const radices = layers.map(radixOf);
  const table = createTable(radices);
  const rules = compileRules(radices, input.rules);
  const random = seededRandom(input.seed);
  const allowed = t.bounds.hi.map((hi) => hi.map((n) => n > 0));
  const reserved = new KeyCounts();
  for (const digits of input.reserved ?? []) {
    if (digits.length !== layers.length) continue;
    const row = digits.map((d, l) => (d === NONE ? layers[l]!.values.length : d));
    if (row.every((v, l) => v >= 0 && v < radices[l]!)) reserved.add(table.keyAt(row, 0));
  }
  const counted = gen === 0 ? { valid: NO_COMBINATION, perValue: null } : countOnce(allowed, rules, random);
  const p: Planning = { input, table, rules, t, allowed, random, reserved, gen, valid: counted.valid };

  // Every valid combination is needed: the set is fixed, and so are its counts.
  if (p.valid.exact && p.valid.count === gen && gen > 0) {
    const pool = enumerateValid(allowed, rules, gen);
    if (pool) return fullSet(p, pool);
  }
  const withoutRules = allowed.reduce((product, a) => product * a.filter(Boolean).length, 1);
  const problems = feasibilityProblems(layers, rules.list, t.bounds, counted, withoutRules, gen);
  if (problems.length) {
    const maxSize = p.valid.exact && p.valid.count < gen ? p.valid.count + oneOfOnes : null;
    return { ok: false, problems, nearest: maxSize === null ? nearestCounts(p, counted) : null, maxSize, valid: p.valid };
  }
  const rows = exactRows(table, t.targets, gen, random);
  if (repairByCounts(table, rules, rows, gen, reserved, random)) return accept(p, rows);

  const pool = poolOf(p, counted);
  if (pool && pool.length <= SEARCH_LIMIT * layers.length) {
    const usable = withoutReserved(p, pool);
    const first = searchWithinBounds(usable, radices, { lo: t.targets, hi: t.targets }, gen);
    if (typeof first === 'object') return accept(p, first.rows);
    const other = t.fixed ? first : searchWithinBounds(usable, radices, t.bounds, gen);
    if (typeof other === 'object') return accept(p, other.rows);
    if (other === 'none')
      return { ok: false, problems: [noCollection(p)], nearest: nearestCounts(p, counted), maxSize: null, valid: p.valid };
  }
  const found = repairByValidity({ table, rules, lo: t.bounds.lo, hi: t.bounds.hi, random, pool }, rows, gen, gen, reserved);
  const counts = found && valueCounts(table, found, gen);
  if (counts?.every((c, l) => c.every((n, v) => n >= t.bounds.lo[l]![v]! && n <= t.bounds.hi[l]![v]!))) return accept(p, found!);
  return { ok: false, problems: [noCollection(p)], nearest: found && countsReport(layers, t, counts!), maxSize: null, valid: p.valid };
}

function poolOf(p: Planning, counted: ValidCountResult): Int32Array | null {
  return counted.valid.exact && counted.valid.count <= POOL_LIMIT ? enumerateValid(p.allowed, p.rules, POOL_LIMIT) : null;
}

function withoutReserved(p: Planning, pool: Int32Array): Int32Array {
  const L = p.table.layers;
  const kept: number[] = [];
  for (let i = 0; i < pool.length / L; i++)
    if (p.reserved.get(p.table.keyAt(pool, i * L)) === 0) kept.push(...pool.subarray(i * L, i * L + L));
  return Int32Array.from(kept);
}

/** The cause when no rounding of the shares can be met: the rules, or (without rules) uniqueness alone. */
function noCollection(p: Planning): string {
  return p.rules.list.length
    ? 'The rules and uniqueness leave no collection with these counts.'
    : `No ${p.gen} different combinations have these counts: the weights ask for more of some values than there are combinations with them.`;
}

/** Counts of a feasible collection as close to the shares as found (the preview a refusal offers). */
function nearestCounts(p: Planning, counted: ValidCountResult) {
  const { table, rules, t, random, gen, reserved } = p;
  const found = repairByValidity(
    { table, rules, lo: t.bounds.lo, hi: t.bounds.hi, random, pool: poolOf(p, counted) },
    exactRows(table, t.targets, gen, random),
    gen,
    gen,
    reserved,
  );
  return found && countsReport(p.input.layers, t, valueCounts(table, found, gen));
}

function accept(p: Planning, rows: Int32Array, notes: string[] = []): PlanResult {
  const actual = valueCounts(p.table, rows, p.gen);
  const note = notes.length ? null : roundingNote(p.input.layers, p.t, actual);
  return {
    ok: true,
    tokens: orderTokens(p, rows),
    counts: countsReport(p.input.layers, p.t, actual),
    valid: p.valid,
    notes: note ? [note] : notes,
  };
}

/** All valid combinations: the set and its counts are fixed, whatever the weights say (a note, not a refusal). */
function fullSet(p: Planning, pool: Int32Array): PlanResult {
  const reservedTaken = Array.from({ length: p.gen }, (_, i) => p.reserved.get(p.table.keyAt(pool, i * p.table.layers))).some((n) => n > 0);
  if (reservedTaken) return refuse(['A one-of-one equals one of the valid combinations, and every one of them is needed.'], p.valid);
  const weighted = p.t.fixed || p.input.layers.some((l) => l.noneWeight !== null || l.weights.some((w) => w !== l.weights[0]));
  const note = `All ${p.gen} valid combinations are used, so the weights have no effect on the counts.`;
  return accept(p, pool, weighted ? [note] : []);
}

function orderTokens(p: Planning, rows: Int32Array): PlannedToken[] {
  const { input } = p;
  const layers = input.layers;
  const L = p.table.layers;
  const order = Array.from({ length: p.gen }, (_, i) => i);
  if (input.order === 'enumeration') {
    // Digit by digit, first layer most significant (the spec's nested loops), None after the images.
    order.sort((x, y) => {
      for (let l = 0; l < L; l++) if (rows[x * L + l] !== rows[y * L + l]) return rows[x * L + l]! - rows[y * L + l]!;
      return 0;
    });
  } else shuffle(order, p.random);
  const generated = order.map((i): PlannedToken => ({
    digits: Array.from({ length: L }, (_, l) => {
      const v = rows[i * L + l]!;
      return v === layers[l]!.values.length ? NONE : v;
    }),
  }));
  return placeOneOfOnes(generated, input.size, input.oneOfOnes, p.random);
}
