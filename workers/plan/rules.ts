// Rules compiled for the hot loop: each rule is indexed under its `a` value, so checking a row costs one
// lookup per layer plus the rules that start at the values it holds.
import type { PlanRule } from './types.ts';

export interface CompiledRules {
  layers: number;
  /** byA[layer][value]: the rules whose `a` is that value. */
  byA: PlanRule[][][];
  /** Per layer: does any rule name one of its values? */
  involved: boolean[];
  list: PlanRule[];
}

export function compileRules(radices: readonly number[], rules: readonly PlanRule[]): CompiledRules {
  const byA = radices.map((r) => Array.from({ length: r }, (): PlanRule[] => []));
  const involved = radices.map(() => false);
  const list: PlanRule[] = [];
  const seen = new Set<string>();
  for (const rule of rules) {
    const { a, b } = rule;
    if (a.layer === b.layer && a.value === b.value) continue;
    if (!byA[a.layer]?.[a.value] || b.value >= (radices[b.layer] ?? 0)) continue;
    const id = `${rule.kind}:${a.layer}.${a.value}:${b.layer}.${b.value}`;
    if (seen.has(id)) continue;
    seen.add(id);
    byA[a.layer]![a.value]!.push(rule);
    involved[a.layer] = involved[b.layer] = true;
    list.push(rule);
  }
  return { layers: radices.length, byA, involved, list };
}

export function breaks(rule: PlanRule, row: ArrayLike<number>, base: number): boolean {
  if (row[base + rule.a.layer] !== rule.a.value) return false;
  const hasB = row[base + rule.b.layer] === rule.b.value;
  return rule.kind === 'never' ? hasB : !hasB;
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
    for (const rule of rules.byA[layer]![row[base + layer]!] ?? []) if (breaks(rule, row, base)) broken.push(rule);
  return broken;
}
