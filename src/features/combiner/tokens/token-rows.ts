// The token table's rows: each token of a finished run with the name and traits its metadata carries
// (the same writer as the export, so the table says what the files will say) and its rarity.
import { exportMetadata } from '@core/export/export-metadata';
import type { CollectionInfo, Rarity } from '@core/protocol';
import type { FinishedRun } from '../run/finished-run';

export interface TokenRow {
  n: number;
  name: string;
  /** Value per column of `TokenColumns.traits`, '' where the token has no such trait. */
  traits: string[];
  score: number | undefined;
  rank: number | undefined;
}

export interface TokenRows {
  /** Trait names in the layers' order (a one-of-one's own traits after them). */
  traits: string[];
  rows: TokenRow[];
}

export function tokenRows(run: FinishedRun, collection: CollectionInfo, rarity: Rarity | undefined): TokenRows {
  const traits: string[] = run.layers.map((layer) => layer.name);
  const column = new Map(traits.map((name, i) => [name, i]));
  const metadata = run.digits.map((digits, i) => exportMetadata(collection, i + 1, run.layers, digits, '', run.oneOfOnes, rarity?.rank[i]));
  for (const { attributes } of metadata) {
    for (const { trait_type } of attributes) if (!column.has(trait_type)) column.set(trait_type, traits.push(trait_type) - 1);
  }
  const rows = metadata.map(({ name, attributes }, i): TokenRow => {
    const values = traits.map(() => '');
    for (const { trait_type, value } of attributes) values[column.get(trait_type)!] = String(value);
    return { n: i + 1, name, traits: values, score: rarity?.score[i], rank: rarity?.rank[i] };
  });
  return { traits, rows };
}
