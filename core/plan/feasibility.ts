// Cheap necessary conditions, checked before any search, each naming its cause: too few combinations for
// the size (the layers, or the rules), a value whose share (rounded down) needs more tokens than the
// valid combinations holding it, and "a only with b" (or "a requires one of b or c") asking more a than
// b (or b and c together) can ever get.
import type { ValidCountResult } from './valid-count.ts';
import { otherValues } from './rules.ts';
import type { Bounds } from './exact-search.ts';
import type { PlanLayer, PlanRule, TraitRef } from './types.ts';

export const layerLabel = (layers: readonly PlanLayer[], l: number) => layers[l]!.name.trim() || `Layer ${l + 1}`;

export const valueLabel = (layers: readonly PlanLayer[], ref: TraitRef) => {
  const layer = layers[ref.layer]!;
  return `${ref.value < layer.values.length ? layer.values[ref.value] : 'None'} (${layerLabel(layers, ref.layer)})`;
};

/** Why `gen` tokens cannot be distinct: the layers alone give too few combinations, or the rules leave too few. */
export function sizeProblem(valid: number, withoutRules: number, gen: number): string {
  if (withoutRules < gen) return `The layers give ${withoutRules} combinations, fewer than the ${gen} tokens to generate.`;
  return valid === 0
    ? 'The rules leave no valid combination.'
    : `The rules leave ${valid} valid combinations, fewer than the ${gen} tokens to generate.`;
}

export function feasibilityProblems(
  layers: readonly PlanLayer[],
  rules: readonly PlanRule[],
  bounds: Bounds,
  counted: ValidCountResult,
  withoutRules: number,
  gen: number,
): string[] {
  const problems: string[] = [];
  const { valid, perValue } = counted;
  if (gen === 0) return problems;
  if (valid.exact && valid.count < gen) problems.push(sizeProblem(valid.count, withoutRules, gen));
  if (perValue && valid.count >= gen)
    bounds.lo.forEach((layerLo, l) =>
      layerLo.forEach((need, v) => {
        const room = Math.round(perValue[l]![v]!);
        if (need > room)
          problems.push(`${valueLabel(layers, { layer: l, value: v })} needs ${need} tokens but only ${room} valid combinations hold it.`);
      }),
    );
  for (const rule of rules) {
    if (rule.kind === 'never') continue;
    const values = otherValues(rule);
    const need = bounds.lo[rule.a.layer]![rule.a.value]!;
    const most = values.reduce((sum, value) => sum + bounds.hi[rule.b.layer]![value]!, 0);
    const a = valueLabel(layers, rule.a);
    const b = values.map((value) => valueLabel(layers, { layer: rule.b.layer, value })).join(' or ');
    const kind = rule.kind === 'only' ? 'only with' : 'requires one of';
    if (rule.a.layer === rule.b.layer) {
      if (need > 0) problems.push(`${a} ${kind} ${b} can never be met (both are in one layer), but ${a} needs ${need} tokens.`);
    } else if (need > most)
      problems.push(`${a} ${kind} ${b}: ${a} needs ${need} tokens but ${b} ${values.length > 1 ? 'get' : 'gets'} ${most}.`);
  }
  return [...new Set(problems)];
}
