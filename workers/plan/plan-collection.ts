// The planner: which combination each token gets. Exact counts per layer (largest remainder, "None" as
// one more value), then rules and uniqueness repaired without touching the counts; when that cannot
// work, the plan is refused with what cannot be met and the nearest feasible counts found.
import { largestRemainder } from './largest-remainder.ts';
import { seededRandom, shuffle, type Random } from './random.ts';
import { compileRules, type CompiledRules } from './rules.ts';
import { createTable, KeyCounts, valueCounts, type Table } from './table.ts';
import { countValid, enumerateValid, type ValidCountResult } from './valid-count.ts';
import { exactRows, repairByCounts } from './repair-counts.ts';
import { repairByValidity } from './repair-validity.ts';
import { feasibilityProblems, layerLabel } from './feasibility.ts';
import {
  NONE,
  type LayerCounts,
  type PlanInput,
  type PlanLayer,
  type PlannedToken,
  type PlanResult,
  type PlanRule,
  type ValidCount,
} from './types.ts';

/** Valid combinations listed in full (for a crowded space) up to this many. */
const POOL_LIMIT = 200_000;

export const radixOf = (layer: PlanLayer) => layer.values.length + (layer.noneWeight === null ? 0 : 1);
const layerWeights = (layer: PlanLayer) => (layer.noneWeight === null ? layer.weights : [...layer.weights, layer.noneWeight]);

/** Valid combinations of the layers' values with a weight above 0, under the rules (as the screen shows it). */
export function countCombinations(layers: readonly PlanLayer[], rules: readonly PlanRule[]): ValidCountResult {
  const allowed = layers.map((layer) => layerWeights(layer).map((w) => w > 0));
  return countValid(allowed, compileRules(layers.map(radixOf), rules), seededRandom('valid-count'));
}

function countsReport(layers: readonly PlanLayer[], targets: number[][], actual: number[][]): LayerCounts[] {
  return layers.map((layer, l) => ({
    name: layerLabel(layers, l),
    values: targets[l]!.map((target, v) => ({ value: v < layer.values.length ? layer.values[v]! : 'None', target, count: actual[l]![v]! })),
  }));
}

interface Planning {
  table: Table;
  rules: CompiledRules;
  targets: number[][];
  allowed: boolean[][];
  random: Random;
  reserved: KeyCounts;
  gen: number;
}

function poolOf(p: Planning, counted: ValidCountResult): Int32Array | null {
  return counted.valid.exact && counted.valid.count <= POOL_LIMIT ? enumerateValid(p.allowed, p.rules, POOL_LIMIT) : null;
}

export function planCollection(input: PlanInput): PlanResult {
  const { layers, size, oneOfOnes } = input;
  const gen = size - oneOfOnes;
  const none = { count: 0, exact: true };
  if (!Number.isSafeInteger(size) || size < 1) return refuse([`Collection size must be a whole number of at least 1.`], none);
  if (!layers.length || layers.some((l) => l.values.length === 0)) return refuse(['Add at least one layer with images.'], none);
  if (gen < 0) return refuse([`There are ${oneOfOnes} one-of-ones but the collection size is ${size}.`], none);
  const targets: number[][] = [];
  for (const [l, layer] of layers.entries()) {
    const counts = largestRemainder(gen, layerWeights(layer));
    if (!counts) return refuse([`Every weight in ${layerLabel(layers, l)} is 0: give at least one value a weight above 0.`], none);
    targets.push(counts);
  }
  const radices = layers.map(radixOf);
  const table = createTable(radices);
  const rules = compileRules(radices, input.rules);
  const random = seededRandom(input.seed);
  const allowed = targets.map((t) => t.map((n) => n > 0));
  const reserved = new KeyCounts();
  for (const digits of input.reserved ?? []) {
    if (digits.length !== layers.length) continue;
    const row = digits.map((d, l) => (d === NONE ? layers[l]!.values.length : d));
    if (row.every((v, l) => v >= 0 && v < radices[l]!)) reserved.add(table.keyAt(row, 0));
  }
  const p: Planning = { table, rules, targets, allowed, random, reserved, gen };
  const counted = gen === 0 ? { valid: none, perValue: null } : countValid(allowed, rules, random);
  const valid = counted.valid;
  const report = (rows: Int32Array | null) => (rows ? countsReport(layers, targets, valueCounts(table, rows, gen)) : null);

  // Every valid combination is needed: the set is fixed, and so are its counts.
  if (valid.exact && valid.count === gen && gen > 0) {
    const pool = enumerateValid(allowed, rules, gen);
    if (pool) return fullSet(p, pool, input, layers, valid);
  }
  const problems = feasibilityProblems(layers, rules.list, targets, counted, gen);
  if (problems.length) {
    const maxSize = valid.exact && valid.count < gen ? valid.count + oneOfOnes : null;
    const nearest =
      maxSize === null
        ? report(
            repairByValidity(
              { table, rules, targets, random, pool: poolOf(p, counted) },
              exactRows(table, targets, gen, random),
              gen,
              gen,
              reserved,
            ),
          )
        : null;
    return { ok: false, problems, nearest, maxSize, valid };
  }
  let rows: Int32Array | null = exactRows(table, targets, gen, random);
  if (!repairByCounts(table, rules, rows, gen, reserved, random)) {
    rows = repairByValidity({ table, rules, targets, random, pool: poolOf(p, counted) }, rows, gen, gen, reserved);
    const counts = rows && valueCounts(table, rows, gen);
    if (!counts?.every((c, l) => c.every((n, v) => n === targets[l]![v])))
      return {
        ok: false,
        problems: ['The rules and uniqueness leave no collection with these exact counts.'],
        nearest: report(rows),
        maxSize: null,
        valid,
      };
  }
  return { ok: true, tokens: orderTokens(p, rows!, input, layers), counts: report(rows)!, valid };
}

/** All valid combinations: accepted when they meet the targets, or when nothing is weighted (the spec's default). */
function fullSet(p: Planning, pool: Int32Array, input: PlanInput, layers: readonly PlanLayer[], valid: ValidCount): PlanResult {
  const actual = valueCounts(p.table, pool, p.gen);
  const report = countsReport(layers, p.targets, actual);
  const exact = actual.every((c, l) => c.every((n, v) => n === p.targets[l]![v]));
  const nothingWeighted = layers.every((l) => l.noneWeight === null && l.weights.every((w) => w === l.weights[0]));
  const reservedTaken = Array.from({ length: p.gen }, (_, i) => p.reserved.get(p.table.keyAt(pool, i * p.table.layers))).some((n) => n > 0);
  if (reservedTaken)
    return {
      ok: false,
      problems: ['A one-of-one equals one of the valid combinations, and every one of them is needed.'],
      nearest: null,
      maxSize: null,
      valid,
    };
  if (exact || nothingWeighted) return { ok: true, tokens: orderTokens(p, pool, input, layers), counts: report, valid };
  return {
    ok: false,
    problems: [`All ${p.gen} valid combinations are needed, so the rules fix the counts.`],
    nearest: report,
    maxSize: null,
    valid,
  };
}

function refuse(problems: string[], valid: { count: number; exact: boolean }): PlanResult {
  return { ok: false, problems, nearest: null, maxSize: null, valid };
}

function orderTokens(p: Planning, rows: Int32Array, input: PlanInput, layers: readonly PlanLayer[]): PlannedToken[] {
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
  if (!input.oneOfOnes) return generated;
  // One-of-ones at seeded positions: the first `oneOfOnes` of a shuffled list of every position.
  const positions = shuffle(
    Array.from({ length: input.size }, (_, i) => i),
    p.random,
  ).slice(0, input.oneOfOnes);
  const special = new Map(positions.map((position, k) => [position, k]));
  let next = 0;
  return Array.from({ length: input.size }, (_, position) => {
    const k = special.get(position);
    return k === undefined ? generated[next++]! : { digits: [], oneOfOne: k };
  });
}
