// Metadata JSON as Stargaze Studio and the marketplaces read it: name, description, attributes.
import type { Assignment } from '@contract/traits';
import { imageUri, normalizeBaseUri } from '@core/export/stargaze-metadata';
import { stemOf } from './display';

export interface MetadataJson {
  name: string;
  description: string;
  image?: string;
  attributes: Array<{ trait_type: string; value: string }>;
}

/** A file with its own token name (a one-of-one sent from the combiner) keeps it; others are `<collection> #<n>`. */
export function metadataFor(
  collection: { name: string; description: string },
  number: number,
  assignments: Assignment[],
  tokenName?: string | null,
): MetadataJson {
  return {
    name: tokenName ?? `${collection.name} #${number}`,
    description: collection.description,
    attributes: [...assignments].sort((a, b) => a.trait_id - b.trait_id).map((a) => ({ trait_type: a.trait_name, value: a.value })),
  };
}

/**
 * A file's own metadata, the same for its single download and the bulk zip: numbered by the file's own
 * number (`16.png` gives `16.json` and `#16`; a name without a number keeps its list position in the
 * name) unless it has its own token name, with `image` (base URI + the file's name) when a base URI is given.
 */
export function fileMetadata(
  collection: { name: string; description: string },
  file: { name: string; tokenName?: string | null },
  position: number,
  assignments: Assignment[],
  baseUri = '',
): { fileName: string; text: string } {
  const stem = stemOf(file.name);
  const own = /^\d+$/.test(stem) ? Number(stem) : position;
  const { attributes, ...head } = metadataFor(collection, own, assignments, file.tokenName);
  const json: MetadataJson = normalizeBaseUri(baseUri)
    ? { ...head, image: imageUri(baseUri, file.name), attributes }
    : { ...head, attributes };
  return { fileName: `${stem}.json`, text: metadataText(json) };
}

export const metadataText = (json: MetadataJson) => JSON.stringify(json, null, 2);

export function groupByFile(assignments: Assignment[]): Map<number, Assignment[]> {
  const map = new Map<number, Assignment[]>();
  for (const a of assignments) map.set(a.file_id, [...(map.get(a.file_id) ?? []), a]);
  return map;
}
