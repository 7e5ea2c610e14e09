// How many combinations the rules leave. Values no rule names are interchangeable, so each layer shrinks
// to its named values plus one class of "the others"; the product of those classes is enumerated with
// pruning (exact). When even that is too large, a seeded sample estimates the share that is valid.
import { breaks, otherValues, type CompiledRule, type CompiledRules } from './rules.ts';
import type { Random } from './random.ts';
import type { ValidCount } from './types.ts';

/** Class assignments walked at most for an exact count (well under 1 s on a slow machine). */
export const EXACT_COUNT_BUDGET = 2_000_000;
const ESTIMATE_SAMPLES = 20_000;

export interface ValidCountResult {
  valid: ValidCount;
  /** perValue[layer][value]: valid combinations holding that value (null for an estimate). */
  perValue: number[][] | null;
}

interface LayerClasses {
  /** A value standing for each class. */
  reps: number[];
  /** The values of each class. */
  members: number[][];
}

function classesOf(allowed: readonly boolean[], named: ReadonlySet<number>): LayerClasses {
  const reps: number[] = [];
  const members: number[][] = [];
  const others: number[] = [];
  allowed.forEach((ok, value) => {
    if (!ok) return;
    if (!named.has(value)) return void others.push(value);
    reps.push(value);
    members.push([value]);
  });
  if (others.length) {
    reps.push(others[0]!);
    members.push(others);
  }
  return { reps, members };
}

/** Rules checked once both their layers are set, at the depth of the later one. */
function rulesByDepth(rules: readonly CompiledRule[], depthOf: readonly number[], depth: number): CompiledRule[][] {
  const at = Array.from({ length: depth }, (): CompiledRule[] => []);
  for (const rule of rules) at[Math.max(depthOf[rule.aLayer]!, depthOf[rule.bLayer]!)]!.push(rule);
  return at;
}

function breaksAny(rules: readonly CompiledRule[], row: Int32Array): boolean {
  for (const rule of rules) if (breaks(rule, row, 0)) return true;
  return false;
}

export function countValid(
  allowed: readonly (readonly boolean[])[],
  rules: CompiledRules,
  random: Random,
  budget = EXACT_COUNT_BUDGET,
): ValidCountResult {
  const sizes = allowed.map((a) => a.filter(Boolean).length);
  if (!sizes.length || sizes.some((s) => s === 0))
    return { valid: { count: 0, exact: true }, perValue: allowed.map((a) => a.map(() => 0)) };
  const named = allowed.map(() => new Set<number>());
  for (const rule of rules.list) {
    named[rule.a.layer]!.add(rule.a.value);
    for (const value of otherValues(rule)) named[rule.b.layer]!.add(value);
  }
  const constrained = allowed.map((_, l) => l).filter((l) => rules.involved[l]);
  const free = sizes.reduce((p, s, l) => (rules.involved[l] ? p : p * s), 1);
  const classes = constrained.map((l) => classesOf(allowed[l]!, named[l]!));
  const walk = classes.reduce((p, c) => p * c.reps.length, 1);
  if (walk > budget) return estimate(allowed, sizes, rules, constrained, random);

  const depthOf = allowed.map(() => -1);
  constrained.forEach((l, d) => (depthOf[l] = d));
  const checks = rulesByDepth(rules.compiled, depthOf, constrained.length);
  const row = new Int32Array(allowed.length).fill(-2);
  const tally = classes.map((c) => new Float64Array(c.reps.length));
  const last = constrained.length - 1;
  // Returns the weight of the valid completions below; each class adds its subtree to its tally.
  const visit = (d: number, weight: number): number => {
    const layer = constrained[d]!;
    const { reps, members } = classes[d]!;
    let sum = 0;
    for (let c = 0; c < reps.length; c++) {
      row[layer] = reps[c]!;
      if (breaksAny(checks[d]!, row)) continue;
      const w = weight * members[c]!.length;
      const below = d === last ? w : visit(d + 1, w);
      tally[d]![c]! += below;
      sum += below;
    }
    return sum;
  };
  const total = constrained.length ? visit(0, 1) : 1;
  const count = total * free;
  const perValue = allowed.map((a, l) => a.map((ok) => (ok ? count / sizes[l]! : 0)));
  constrained.forEach((layer, d) =>
    classes[d]!.members.forEach((values, c) => values.forEach((v) => (perValue[layer]![v] = (tally[d]![c]! / values.length) * free))),
  );
  return { valid: { count, exact: true }, perValue };
}

function estimate(
  allowed: readonly (readonly boolean[])[],
  sizes: number[],
  rules: CompiledRules,
  constrained: number[],
  random: Random,
): ValidCountResult {
  const values = allowed.map((a) => a.flatMap((ok, v) => (ok ? [v] : [])));
  const row = new Int32Array(allowed.length).fill(-2);
  let valid = 0;
  for (let s = 0; s < ESTIMATE_SAMPLES; s++) {
    for (const l of constrained) row[l] = values[l]![random.int(sizes[l]!)]!;
    if (!breaksAny(rules.compiled, row)) valid++;
  }
  const space = sizes.reduce((p, s) => p * s, 1);
  return { valid: { count: Math.round((space * valid) / ESTIMATE_SAMPLES), exact: false }, perValue: null };
}

/** Every valid combination in enumeration order (first layer most significant), flat; null past `limit` or the budget. */
export function enumerateValid(
  allowed: readonly (readonly boolean[])[],
  rules: CompiledRules,
  limit: number,
  budget = EXACT_COUNT_BUDGET,
): Int32Array | null {
  const layers = allowed.length;
  const values = allowed.map((a) => a.flatMap((ok, v) => (ok ? [v] : [])));
  const checks = rulesByDepth(
    rules.compiled,
    allowed.map((_, l) => l),
    layers,
  );
  const out: number[] = [];
  const row = new Int32Array(layers).fill(-2);
  let nodes = 0;
  let found = 0;
  const visit = (d: number): boolean => {
    if (++nodes > budget) return false;
    if (d === layers) {
      if (++found > limit) return false;
      for (let l = 0; l < layers; l++) out.push(row[l]!);
      return true;
    }
    for (const v of values[d]!) {
      row[d] = v;
      if (breaksAny(checks[d]!, row)) continue;
      if (!visit(d + 1)) return false;
    }
    row[d] = -2;
    return true;
  };
  return layers && visit(0) ? Int32Array.from(out) : null;
}
