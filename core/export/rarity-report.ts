// rarity.csv: how often each value of each trait type occurs in the set (rarest first per type), then a
// blank line and each token's rarity score and rank by the chosen method (core/rarity/rarity-score.ts), as a
// creator checks them before launch. The export writes it and the combiner offers it after a run: one
// builder.
import {
  csvCell,
  rarityCsv as tokenRarityCsv,
  rarityRanks,
  type RarityMethod,
  type RarityRanks,
  type Trait,
} from '../rarity/rarity-score.ts';
import { layerTraits, NONE_VALUE, type LayerValues } from './metadata.ts';
import { ABSENT } from '../plan/tree-types.ts';
import { traitSetOf, type TraitSet } from '../plan/trait-set.ts';
import { oneOfOneOf, type OneOfOneItem } from './one-of-ones.ts';

/** Each row's traits as its metadata lists them (layerTraits), or a one-of-one's own. */
export function rowTraits(
  layers: readonly LayerValues[],
  rows: readonly (readonly number[])[],
  oneOfOnes?: readonly OneOfOneItem[],
): Trait[][] {
  return rows.map((row) => {
    const special = oneOfOneOf(layers.length, row, oneOfOnes);
    if (special) return special.attributes.map((a): Trait => [a.trait_type, a.value]);
    return layerTraits(layers, row);
  });
}

function valueCountsCsv(traits: readonly (readonly Trait[])[]): string {
  const types = new Map<string, Map<string, number>>();
  for (const list of traits)
    for (const [type, value] of list) {
      const counts = types.get(type) ?? new Map<string, number>();
      types.set(type, counts.set(value, (counts.get(value) ?? 0) + 1));
    }
  const lines = ['trait_type,value,count,percent'];
  for (const [type, counts] of types) {
    const sorted = [...counts].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
    for (const [value, count] of sorted) {
      const percent = ((100 * count) / traits.length).toFixed(2);
      lines.push([type, value, String(count), percent].map(csvCell).join(','));
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The traits of rowTraits as a trait set, made without a string per token: each layer's values (and
 * its "None") and each one-of-one's attributes are stored once. */
export function rowTraitSet(
  layers: readonly LayerValues[],
  rows: readonly (readonly number[])[],
  oneOfOnes?: readonly OneOfOneItem[],
): TraitSet {
  const traits: Trait[] = [];
  const add = (trait: Trait) => traits.push(trait) - 1;
  const valueIndexes = layers.map((layer) => layer.values.map((value) => add([layer.name, value])));
  const noneIndexes = layers.map((layer) => add([layer.name, NONE_VALUE]));
  const specials = new Map((oneOfOnes ?? []).map((item) => [item, item.attributes.map((a) => add([a.trait_type, a.value]))]));
  const tokens = rows.map((row) => {
    const special = oneOfOneOf(layers.length, row, oneOfOnes);
    if (special) return specials.get(special)!;
    const list: number[] = [];
    layers.forEach((layer, l) => {
      const digit = row[l]!;
      // As layerTraits lists them: a value, "None" where the layer writes it, nothing for another template's layer.
      if (digit >= 0) list.push(valueIndexes[l]![digit] ?? add([layer.name, '']));
      else if (layer.noneValue && digit !== ABSENT) list.push(noneIndexes[l]!);
    });
    return list;
  });
  return { traits, tokens };
}

/** Each token's score and rank by both methods. */
export function setRarity(
  layers: readonly LayerValues[],
  rows: readonly (readonly number[])[],
  oneOfOnes?: readonly OneOfOneItem[],
): RarityRanks {
  return rarityRanks(rowTraitSet(layers, rows, oneOfOnes));
}

/** The text of rarity.csv, ranked by `method`. */
export function rarityCsvText(
  layers: readonly LayerValues[],
  rows: readonly (readonly number[])[],
  oneOfOnes: readonly OneOfOneItem[] | undefined,
  method: RarityMethod,
): string {
  const traits = rowTraits(layers, rows, oneOfOnes);
  return `${valueCountsCsv(traits)}\n${tokenRarityCsv(traits, rarityRanks(traitSetOf(traits))[method], method)}`;
}
