// Renames and merges at export: a value's name in metadata changed without touching its image, and
// two values given one name, so metadata and rarity.csv count them as one trait (rarity.csv counts
// equal [trait type, value] pairs together: core/plan/trait-set.ts). The run's rows and images stay.

/** Per layer name, each renamed value's metadata name. */
export type ValueNames = Readonly<Record<string, Readonly<Record<string, string>>>>;

interface Named {
  name: string;
  values: string[];
  numbers?: Record<string, number>;
}

/** The layers as their metadata names them; a typed-in number follows its value to the new name. */
export function renamedLayers<T extends Named>(layers: readonly T[], names: ValueNames): T[] {
  return layers.map((layer) => {
    const own = names[layer.name];
    if (!own) return layer;
    const renamed = (value: string) => own[value]?.trim() || value;
    const numbers = layer.numbers && Object.fromEntries(Object.entries(layer.numbers).map(([value, n]) => [renamed(value), n]));
    return { ...layer, values: layer.values.map(renamed), ...(numbers && { numbers }) };
  });
}

/** `names` with `values` of `layer` all written as `name` (one value: a rename; more: a merge); an empty name undoes. */
export function withValueNames(names: ValueNames, layer: string, values: readonly string[], name: string): ValueNames {
  const own = { ...names[layer] };
  for (const value of values) {
    if (name.trim() && name.trim() !== value) own[value] = name.trim();
    else delete own[value];
  }
  const { [layer]: _, ...others } = names;
  return Object.keys(own).length ? { ...others, [layer]: own } : others;
}

/** "Background: red → Crimson" per renamed value, for the list of what export changes. */
export const valueNameLines = (names: ValueNames) =>
  Object.entries(names).flatMap(([layer, own]) => Object.entries(own).map(([value, name]) => `${layer}: ${value} → ${name}`));

interface Counted {
  value: string;
  target: number;
  share: number;
  count: number;
}

/** A layer's planned counts with merged values as one (their counts added) under their metadata name. */
export function mergedCounts<T extends { name: string; values: Counted[] }>(layer: T, names: ValueNames): T {
  const own = names[layer.name];
  if (!own) return layer;
  const merged = new Map<string, Counted>();
  for (const v of layer.values) {
    const value = own[v.value] ?? v.value;
    const seen = merged.get(value);
    merged.set(
      value,
      seen ? { ...seen, target: seen.target + v.target, share: seen.share + v.share, count: seen.count + v.count } : { ...v, value },
    );
  }
  return { ...layer, values: [...merged.values()] };
}
