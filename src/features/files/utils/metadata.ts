// Metadata JSON as Stargaze Studio and the marketplaces read it: name, description, attributes.
import type { Assignment } from '../../../../server/contract/traits';

export interface MetadataJson {
  name: string;
  description: string;
  attributes: Array<{ trait_type: string; value: string }>;
}

export function metadataFor(collection: { name: string; description: string }, number: number, assignments: Assignment[]): MetadataJson {
  return {
    name: `${collection.name} #${number}`,
    description: collection.description,
    attributes: [...assignments].sort((a, b) => a.trait_id - b.trait_id).map((a) => ({ trait_type: a.trait_name, value: a.value })),
  };
}

export const metadataText = (json: MetadataJson) => JSON.stringify(json, null, 2);

export function groupByFile(assignments: Assignment[]): Map<number, Assignment[]> {
  const map = new Map<number, Assignment[]>();
  for (const a of assignments) map.set(a.file_id, [...(map.get(a.file_id) ?? []), a]);
  return map;
}
