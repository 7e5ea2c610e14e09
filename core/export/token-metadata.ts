// One token's metadata file in the format the artist picked for the combiner's metadata buttons: the
// Stargaze (OpenSea) `{trait_type, value}` list, or the spec's single-key `{"<layer>": "<value>"}`.
import { metadataItem, metadataJson, type CollectionInfo, type LayerValues } from './metadata.ts';
import type { OneOfOneItem } from './one-of-ones.ts';
import { exportMetadata } from './export-metadata.ts';
import { tokenRank } from '../metadata/set-ranks.ts';
import type { MetadataBatch } from '../protocol.ts';

export type MetadataFormat = 'stargaze' | 'layer-value';

export function tokenMetadataJson(
  format: MetadataFormat,
  collection: CollectionInfo,
  n: number,
  layers: readonly LayerValues[],
  digits: readonly number[],
  oneOfOnes?: readonly OneOfOneItem[],
  rank?: number,
): string {
  if (format === 'layer-value') return metadataJson(metadataItem(collection, n, layers, digits, oneOfOnes, rank));
  return JSON.stringify(exportMetadata(collection, n, layers, digits, '', oneOfOnes, rank), null, 2);
}

/** The metadata file of each job of a batch, in job order, `{rank}` written from the set's ranks. */
export function batchMetadataTexts({ collection, layers, jobs, oneOfOnes, format, ranked }: Omit<MetadataBatch, 'level'>): string[] {
  const set = ranked && { collection, layers, rows: ranked.rows, oneOfOnes, rarityMethod: ranked.method };
  return jobs.map((job) => tokenMetadataJson(format, collection, job.n, layers, job.digits, oneOfOnes, set && tokenRank(set, job.n)));
}
