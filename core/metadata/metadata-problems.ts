// What the pre-flight finds in the metadata itself before any file is written: a typed layer's value
// without a number, and a name or description template that cannot be rendered (its per-target limits,
// such as Sugar's 32-byte name, are the target's own check of the files the templates write).
import type { CollectionInfo, LayerValues } from '../export/metadata.ts';
import type { OneOfOneItem } from '../export/one-of-ones.ts';
import { templateProblems } from './template-check.ts';
import { typedValueProblems } from './typed-values.ts';

/** The trait types a template may name: the layers' and the one-of-ones' own. */
export const templateTraits = (layers: readonly LayerValues[], oneOfOnes: readonly OneOfOneItem[] = []) => [
  ...new Set([...layers.map((l) => l.name), ...oneOfOnes.flatMap((o) => o.attributes.map((a) => a.trait_type))]),
];

/** The name and description templates' problems against the set's trait types. */
export const collectionTemplateProblems = (collection: CollectionInfo, traits: readonly string[]) => [
  ...templateProblems('The name template', collection.nameTemplate, traits),
  ...templateProblems('The description template', collection.descriptionTemplate, traits),
];

export function metadataProblems(
  collection: CollectionInfo,
  layers: readonly LayerValues[],
  oneOfOnes?: readonly OneOfOneItem[],
): string[] {
  return [...typedValueProblems(layers, oneOfOnes), ...collectionTemplateProblems(collection, templateTraits(layers, oneOfOnes))];
}
