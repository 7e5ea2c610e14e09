// The weight table's optional number column against a layer's typed numbers: written for the values
// that have one typed in, and read back as the layer's numbers when the table gives any for it.
import type { WeightRow } from './weight-table';
import type { TraitGroup } from '../stores/trait-groups-store';

/** The row's number field: the one typed in for the value, if any. */
export function numberOf(group: TraitGroup, value: string): Pick<WeightRow, 'number'> {
  const number = group.traitNumbers?.[value];
  return number === undefined ? {} : { number };
}

/** The layer's numbers as the table's rows give them; undefined: the table gives none for it (kept). */
export function numbersOf(rows: readonly WeightRow[], group: TraitGroup): Record<string, number> | undefined {
  const given = rows.filter((r) => r.number !== undefined);
  if (!given.length) return group.traitNumbers;
  return Object.fromEntries(given.map((r) => [r.value, r.number!]));
}
