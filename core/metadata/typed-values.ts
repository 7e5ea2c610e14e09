// The numbers of a typed layer's values, and what stops an export: a value of a numeric layer that
// carries no number. A one-of-one's attribute is typed by the layer of the same name, or by its own type
// when no layer has that name.
import { NONE_VALUE, type LayerValues } from '../export/metadata.ts';
import type { OneOfOneItem } from '../export/one-of-ones.ts';
import type { OneOfOneAttribute } from '../plan/types.ts';
import { parseTraitNumber } from './trait-number.ts';
import { isNumericType, numberWanted, TRAIT_TYPE_LABELS, type TraitType } from './trait-types.ts';

type Typed = Pick<LayerValues, 'name' | 'traitType' | 'numbers'>;

/** The number `value` carries in `layer` (typed in, else read from its name); null: none, or a text layer. */
export function valueNumber(layer: Typed, value: string): number | null {
  if (!isNumericType(layer.traitType)) return null;
  return layer.numbers?.[value] ?? parseTraitNumber(layer.traitType, value);
}

type NumericTyped = Typed & { traitType: Exclude<TraitType, 'text'> };

/** The numeric type of the layer named `traitType`, if any (the first layer of that name decides). */
export function numericLayer(layers: readonly Typed[], traitType: string): NumericTyped | null {
  const layer = layers.find((l) => l.name === traitType);
  return layer && isNumericType(layer.traitType) ? (layer as NumericTyped) : null;
}

/** A one-of-one attribute's numeric type: its layer's, or its own when no layer has its name. */
export function numericAttribute(layers: readonly Typed[], attribute: Readonly<OneOfOneAttribute>): NumericTyped | null {
  if (layers.some((l) => l.name === attribute.trait_type)) return numericLayer(layers, attribute.trait_type);
  return isNumericType(attribute.traitType) ? { name: attribute.trait_type, traitType: attribute.traitType } : null;
}

const notNumber = (layer: string, type: Exclude<TraitType, 'text'>, value: string) =>
  `${layer} is a ${TRAIT_TYPE_LABELS[type].toLowerCase()} layer, but its value "${value}" is not ${numberWanted(type)}: rename the value or give its number in the weight table`;

/** A one-of-one's own typed trait (no layer of its name) whose value carries no number. */
export const ownNotNumber = (trait: string, type: Exclude<TraitType, 'text'>, value: string) =>
  `${trait} is a ${TRAIT_TYPE_LABELS[type].toLowerCase()} trait, but its value "${value}" is not ${numberWanted(type)}: change the value or its type`;

/** Every value of a numeric layer (and of a one-of-one's attribute of such a layer) without a number. */
export function typedValueProblems(layers: readonly LayerValues[], oneOfOnes: readonly OneOfOneItem[] = []): string[] {
  const problems = new Set<string>();
  for (const layer of layers) {
    if (!isNumericType(layer.traitType)) continue;
    for (const value of layer.values) if (valueNumber(layer, value) === null) problems.add(notNumber(layer.name, layer.traitType, value));
  }
  for (const item of oneOfOnes)
    for (const a of item.attributes) {
      const layer = numericAttribute(layers, a);
      if (!layer || a.value === NONE_VALUE || valueNumber(layer, a.value) !== null) continue;
      const ofLayer = layers.some((l) => l.name === a.trait_type);
      const why = (ofLayer ? notNumber : ownNotNumber)(a.trait_type, layer.traitType, a.value);
      problems.add(`One-of-one "${item.name}": ${why}`);
    }
  return [...problems];
}
