// Cheap necessary conditions, checked before any search: enough valid combinations, no value needing
// more tokens than the valid combinations holding it, and "a only with b" never asking more a than b.
import type { ValidCountResult } from './valid-count.ts';
import type { PlanLayer, PlanRule, TraitRef } from './types.ts';

export const layerLabel = (layers: readonly PlanLayer[], l: number) => layers[l]!.name.trim() || `Layer ${l + 1}`;

const valueLabel = (layers: readonly PlanLayer[], ref: TraitRef) => {
  const layer = layers[ref.layer]!;
  return `${ref.value < layer.values.length ? layer.values[ref.value] : 'None'} (${layerLabel(layers, ref.layer)})`;
};

export function feasibilityProblems(
  layers: readonly PlanLayer[],
  rules: readonly PlanRule[],
  targets: readonly (readonly number[])[],
  counted: ValidCountResult,
  gen: number,
): string[] {
  const problems: string[] = [];
  const { valid, perValue } = counted;
  if (gen === 0) return problems;
  if (valid.exact && valid.count < gen)
    problems.push(
      valid.count === 0
        ? 'The rules leave no valid combination.'
        : `The rules leave ${valid.count} valid combinations, fewer than the ${gen} tokens to generate.`,
    );
  if (perValue && valid.count >= gen)
    targets.forEach((layerTargets, l) =>
      layerTargets.forEach((target, v) => {
        const room = Math.round(perValue[l]![v]!);
        if (target > room)
          problems.push(
            `${valueLabel(layers, { layer: l, value: v })} needs ${target} tokens but only ${room} valid combinations hold it.`,
          );
      }),
    );
  for (const rule of rules) {
    if (rule.kind !== 'only') continue;
    const need = targets[rule.a.layer]![rule.a.value]!;
    const a = valueLabel(layers, rule.a);
    const b = valueLabel(layers, rule.b);
    if (rule.a.layer === rule.b.layer) {
      if (need > 0) problems.push(`${a} only with ${b} can never be met (both are in one layer), but ${a} needs ${need} tokens.`);
    } else if (need > targets[rule.b.layer]![rule.b.value]!)
      problems.push(`${a} only with ${b}: ${a} needs ${need} tokens but ${b} gets ${targets[rule.b.layer]![rule.b.value]!}.`);
  }
  return [...new Set(problems)];
}
