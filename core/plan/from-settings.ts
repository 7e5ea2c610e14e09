// From the combiner's trait groups and generator settings (ids) to the planner's input (indices). Groups
// without images are not layers, as in the rest of the combiner.
import type { AcceptedCounts, GeneratorSettings, PlanGroup, PlanInput, PlanLayer, PlanRule, TraitRef } from './types.ts';
import { NONE } from './types.ts';

export const DEFAULT_WEIGHT = 1;

export function defaultGeneratorSettings(seed: string): GeneratorSettings {
  return { size: null, seed, order: 'shuffled', weights: {}, none: {}, rules: [], oneOfOnes: [] };
}

const layerGroups = (groups: readonly PlanGroup[]) => groups.filter((g) => g.files.length > 0);

export const weightOf = (settings: GeneratorSettings, fileId: string) => settings.weights[fileId] ?? DEFAULT_WEIGHT;

export function planLayers(groups: readonly PlanGroup[], settings: GeneratorSettings): PlanLayer[] {
  return layerGroups(groups).map((g) => ({
    name: g.name,
    values: g.files.map((f) => g.traitValues[f.name] ?? ''),
    weights: g.files.map((f) => weightOf(settings, f.id)),
    noneWeight: settings.none[String(g.id)] ?? null,
    ...(g.noneValue && { noneValue: true }),
  }));
}

/** Where a trait file is among the layers; null when it is not (any more). */
export function traitRef(groups: readonly PlanGroup[], fileId: string): TraitRef | null {
  const layers = layerGroups(groups);
  for (const [layer, g] of layers.entries()) {
    const value = g.files.findIndex((f) => f.id === fileId);
    if (value >= 0) return { layer, value };
  }
  return null;
}

export function planRules(groups: readonly PlanGroup[], settings: GeneratorSettings): PlanRule[] {
  return settings.rules.flatMap((rule) => {
    const a = traitRef(groups, rule.a);
    const b = traitRef(groups, rule.b);
    const or = (rule.or ?? []).map((id) => traitRef(groups, id));
    // "requires one of" names values of one layer; a stored rule naming others is not made.
    if (!a || !b || or.some((ref) => ref?.layer !== b.layer)) return [];
    return [{ kind: rule.kind, a, b, ...(rule.or && { or: or.map((ref) => ref!.value) }) }];
  });
}

/** The combination a one-of-one's attributes spell, if they name exactly one value per layer. */
export function oneOfOneDigits(
  layers: readonly PlanLayer[],
  attributes: GeneratorSettings['oneOfOnes'][number]['attributes'],
): number[] | null {
  if (attributes.some((a) => !layers.some((l) => l.name === a.trait_type))) return null;
  const digits = layers.map((layer) => {
    const named = attributes.filter((a) => a.trait_type === layer.name);
    if (named.length === 0) return layer.noneWeight === null ? -2 : NONE;
    return named.length === 1 ? layer.values.indexOf(named[0]!.value) : -2;
  });
  return digits.every((d) => d >= NONE) ? digits : null;
}

/** Counts of the layers of `groups` by value ("None" last where the layer has it), when `accepted` names every one. */
export function countsOf(groups: readonly PlanGroup[], layers: readonly PlanLayer[], accepted: AcceptedCounts): number[][] | undefined {
  const counts = layerGroups(groups).map((g, l) => {
    const values = g.files.map((f) => accepted.values[f.id]);
    return layers[l]!.noneWeight === null ? values : [...values, accepted.none[String(g.id)]];
  });
  return counts.every((c) => c.every((n) => n !== undefined)) ? (counts as number[][]) : undefined;
}

/** The accepted counts as the planner takes them, when they are for these tokens and name every value. */
function acceptedCounts(groups: readonly PlanGroup[], settings: GeneratorSettings, layers: readonly PlanLayer[], tokens: number) {
  const accepted = settings.counts;
  return accepted?.tokens === tokens ? countsOf(groups, layers, accepted) : undefined;
}

export function planInput(groups: readonly PlanGroup[], settings: GeneratorSettings, size: number): PlanInput {
  const layers = planLayers(groups, settings);
  const counts = acceptedCounts(groups, settings, layers, size - settings.oneOfOnes.length);
  return {
    ...(counts ? { counts } : {}),
    layers,
    size,
    seed: settings.seed,
    order: settings.order,
    rules: planRules(groups, settings),
    oneOfOnes: settings.oneOfOnes.length,
    reserved: settings.oneOfOnes.map((o) => oneOfOneDigits(layers, o.attributes)).filter((d): d is number[] => d !== null),
  };
}

/** The collection size a run makes: the chosen one, or min(valid combinations + one-of-ones, credits, ceiling). */
export function collectionSize(settings: GeneratorSettings, valid: number, credits: number, ceiling: number): number {
  const limit = Math.max(0, Math.min(credits, ceiling));
  return settings.size ?? Math.min(valid + settings.oneOfOnes.length, limit);
}
