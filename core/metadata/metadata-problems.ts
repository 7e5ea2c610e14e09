// What the pre-flight finds in the metadata itself before any file is written: a typed layer's value
// without a number, and a name or description template that cannot be rendered.
import type { CollectionInfo, LayerValues } from '../export/metadata.ts';
import type { OneOfOneItem } from '../export/one-of-ones.ts';
import { typedValueProblems } from './typed-values.ts';

export function metadataProblems(
  collection: CollectionInfo,
  layers: readonly LayerValues[],
  oneOfOnes?: readonly OneOfOneItem[],
): string[] {
  return [...typedValueProblems(layers, oneOfOnes)];
}
