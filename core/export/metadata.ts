// The metadata item of one generated image (SPEC.md section 3, Generated metadata item); a one-of-one
// keeps its own name and attributes, in the same single-key shape.
import { oneOfOneOf, type OneOfOneItem } from './one-of-ones.ts';
import { ABSENT } from '../plan/tree-types.ts';
import type { TraitType } from '../metadata/trait-types.ts';
import { NONE_VALUE } from '../metadata/none-value.ts';
import { templatedDescription, templatedName } from '../metadata/template-render.ts';

export interface LayerValues {
  /** The trait group's name. */
  name: string;
  /** Trait value of each image of the group, in image order. */
  values: string[];
  /** Write "None" as the layer's value on tokens that leave it out (some marketplaces count it); by
   * default such tokens have no attribute for the layer. */
  noneValue?: boolean;
  /** What the values mean in metadata (core/metadata/trait-types.ts); text when not given. */
  traitType?: TraitType;
  /** Numbers typed for a numeric layer's values, by value name; the others are read from the name. */
  numbers?: Record<string, number>;
}

// The value written for a layer left out (here for the writers that import it with the layers).
export { NONE_VALUE };

/** A generated token's [trait type, value] pairs, bottom layer first: the one list the metadata (both
 * formats) and rarity.csv are made from, so they always agree. A negative digit is the generator's
 * None: the layer is left out, or written as "None" when the layer says so. */
export function layerTraits(layers: readonly LayerValues[], digits: readonly number[]): Array<[string, string]> {
  return layers.flatMap((layer, i): Array<[string, string]> => {
    const digit = digits[i]!;
    if (digit >= 0) return [[layer.name, layer.values[digit] ?? '']];
    // A layer of another template than the token's is no part of it, not even as "None".
    return layer.noneValue && digit !== ABSENT ? [[layer.name, NONE_VALUE]] : [];
  });
}

export interface MetadataItem {
  name: string;
  description: string;
  attributes: Array<Record<string, string>>;
}

export interface CollectionInfo {
  name: string;
  description: string;
  /** Token names and descriptions from templates (core/metadata/template-parse.ts); absent or empty: the default. */
  nameTemplate?: string;
  descriptionTemplate?: string;
  /** A token's own name or description, by token number, written instead of the collection's. */
  tokenTexts?: Readonly<Record<number, TokenText>>;
}

export interface TokenText {
  name?: string;
  description?: string;
}

export function metadataItem(
  collection: CollectionInfo,
  n: number,
  layers: readonly LayerValues[],
  digits: readonly number[],
  oneOfOnes?: readonly OneOfOneItem[],
  rank?: number,
): MetadataItem {
  const special = oneOfOneOf(layers.length, digits, oneOfOnes);
  const traits = special ? special.attributes.map((a) => [a.trait_type, a.value] as const) : layerTraits(layers, digits);
  const token = { collection, n, traits, rank };
  const own = collection.tokenTexts?.[n];
  return {
    name: own?.name ?? (special ? special.name : templatedName(token)),
    description: own?.description ?? templatedDescription(token),
    attributes: traits.map(([type, value]) => ({ [type]: value })),
  };
}

export const metadataJson = (item: MetadataItem) => JSON.stringify(item, null, 2);
