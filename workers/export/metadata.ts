// The metadata item of one generated image (SPEC.md section 3, Generated metadata item); a one-of-one
// keeps its own name and attributes, in the same single-key shape.
import { oneOfOneOf, type OneOfOneItem } from './one-of-ones.ts';

export interface LayerValues {
  /** The trait group's name. */
  name: string;
  /** Trait value of each image of the group, in image order. */
  values: string[];
}

export interface MetadataItem {
  name: string;
  description: string;
  attributes: Array<Record<string, string>>;
}

export interface CollectionInfo {
  name: string;
  description: string;
}

export function metadataItem(
  collection: CollectionInfo,
  n: number,
  layers: readonly LayerValues[],
  digits: readonly number[],
  oneOfOnes?: readonly OneOfOneItem[],
): MetadataItem {
  const special = oneOfOneOf(layers.length, digits, oneOfOnes);
  if (special)
    return {
      name: special.name,
      description: collection.description,
      attributes: special.attributes.map((a) => ({ [a.trait_type]: a.value })),
    };
  return {
    name: `${collection.name} #${n}`,
    description: collection.description,
    // A negative digit (the generator's None) leaves the layer out of the attributes too.
    attributes: layers.flatMap((layer, i) => (digits[i]! < 0 ? [] : [{ [layer.name]: layer.values[digits[i]!] ?? '' }])),
  };
}

export const metadataJson = (item: MetadataItem) => JSON.stringify(item, null, 2);
