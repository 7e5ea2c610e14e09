// One token's metadata file in the format the artist picked for the combiner's metadata buttons: the
// Stargaze (OpenSea) `{trait_type, value}` list, or the spec's single-key `{"<layer>": "<value>"}`.
import { metadataItem, metadataJson, type CollectionInfo, type LayerValues } from './metadata.ts';
import type { OneOfOneItem } from './one-of-ones.ts';
import { stargazeMetadata } from './stargaze-metadata.ts';

export type MetadataFormat = 'stargaze' | 'layer-value';

export function tokenMetadataJson(
  format: MetadataFormat,
  collection: CollectionInfo,
  n: number,
  layers: readonly LayerValues[],
  digits: readonly number[],
  oneOfOnes?: readonly OneOfOneItem[],
): string {
  if (format === 'layer-value') return metadataJson(metadataItem(collection, n, layers, digits, oneOfOnes));
  return JSON.stringify(stargazeMetadata(collection, n, layers, digits, '', oneOfOnes), null, 2);
}
