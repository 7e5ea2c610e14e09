// Rules compiled for the hot loop: each rule is indexed under its `a` value, so checking a row costs one
// lookup per layer plus the rules that start at the values it holds. A rule's other side is a set of
// values of one layer (one value, or several for "requires one of"), kept as a membership table.
import type { PlanRule } from './types.ts';

export interface CompiledRule {
  rule: PlanRule;
  aLayer: number;
  aValue: number;
  bLayer: number;
  /** bSet[value]: 1 when that value of b's layer is one the rule names. */
  bSet: Uint8Array;
  /** A token with a must hold none of the named values (never), or one of them (only, requires one of). */
  never: boolean;
}

export interface CompiledRules {
  layers: number;
  /** byA[layer][value]: the rules whose `a` is that value. */
  byA: CompiledRule[][][];
  /** Per layer: does any rule name one of its values? */
  involved: boolean[];
  list: PlanRule[];
  compiled: CompiledRule[];
}

/** The values of b's layer a rule names: b, then the alternatives of "requires one of". */
export const otherValues = (rule: PlanRule): number[] => [rule.b.value, ...(rule.or ?? [])];

export function compileRules(radices: readonly number[], rules: readonly PlanRule[]): CompiledRules {
  const byA = radices.map((r) => Array.from({ length: r }, (): CompiledRule[] => []));
  const involved = radices.map(() => false);
  const list: PlanRule[] = [];
  const compiled: CompiledRule[] = [];
  const seen = new Set<string>();
  for (const rule of rules) {
    const { a, b } = rule;
    const values = [...new Set(otherValues(rule))].sort((x, y) => x - y);
    const radix = radices[b.layer] ?? 0;
    if (!byA[a.layer]?.[a.value] || values.some((v) => !(v >= 0 && v < radix))) continue;
    // A value ruled with its own layer's set holding it: "never" with itself, or always met.
    if (a.layer === b.layer && values.includes(a.value)) continue;
    const id = `${rule.kind}:${a.layer}.${a.value}:${b.layer}.${values.join('|')}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const bSet = new Uint8Array(radix);
    for (const v of values) bSet[v] = 1;
    const entry = { rule, aLayer: a.layer, aValue: a.value, bLayer: b.layer, bSet, never: rule.kind === 'never' };
    byA[a.layer]![a.value]!.push(entry);
    involved[a.layer] = involved[b.layer] = true;
    list.push(rule);
    compiled.push(entry);
  }
  return { layers: radices.length, byA, involved, list, compiled };
}

/** Does the row at `base` (which holds a, or not) break the rule? */
export function breaks(rule: CompiledRule, row: ArrayLike<number>, base: number): boolean {
  if (row[base + rule.aLayer] !== rule.aValue) return false;
  return (rule.bSet[row[base + rule.bLayer]!] === 1) === rule.never;
}

/** How many rules the row at `base` breaks. */
export function violations(rules: CompiledRules, row: ArrayLike<number>, base = 0): number {
  let broken = 0;
  for (let layer = 0; layer < rules.layers; layer++) {
    const starting = rules.byA[layer]![row[base + layer]!];
    if (starting) for (const rule of starting) if (breaks(rule, row, base)) broken++;
  }
  return broken;
}

/** The rules the row at `base` breaks. */
export function brokenRules(rules: CompiledRules, row: ArrayLike<number>, base = 0): PlanRule[] {
  const broken: PlanRule[] = [];
  for (let layer = 0; layer < rules.layers; layer++)
    for (const rule of rules.byA[layer]![row[base + layer]!] ?? []) if (breaks(rule, row, base)) broken.push(rule.rule);
  return broken;
}
