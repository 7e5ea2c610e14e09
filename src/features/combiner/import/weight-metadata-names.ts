// The weight table's optional metadata column against the renames and merges at export: written for
// each renamed value, and read back as one change (undone in one step) when the table gives any.
import { withValueNames } from '@core/metadata/value-names';
import type { WeightRow } from './weight-table';
import { useValueNames } from '../metadata/value-names-store';

/** The row's metadata field: the value's name at export, when renamed. */
export function metadataNameOf(layer: string, value: string): Pick<WeightRow, 'metadata'> {
  const metadata = useValueNames.getState().names[layer]?.[value];
  return metadata === undefined ? {} : { metadata };
}

/** Applies the table's metadata names; a table that gives none changes nothing. */
export function applyMetadataNames(rows: readonly WeightRow[]): void {
  const given = rows.filter((r) => r.metadata !== undefined);
  if (!given.length) return;
  const store = useValueNames.getState();
  const names = given.reduce((all, r) => withValueNames(all, r.layer, [r.value], r.metadata!), store.names);
  store.replace(names);
}
