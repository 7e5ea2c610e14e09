// The rarity rank a `{rank}` template writes: the set's own (rarity.csv's, by the set's method),
// computed once per set and only when a template asks for it.
import type { ExportSet } from '../export/export-set.ts';
import { rowTraits } from '../export/rarity-report.ts';
import type { LayerValues } from '../export/metadata.ts';
import type { OneOfOneItem } from '../export/one-of-ones.ts';
import { traitSetOf } from '../plan/trait-set.ts';
import { rarityRanks, type RarityMethod } from '../rarity/rarity-score.ts';
import { usesRank } from './template-render.ts';

const ranks = new WeakMap<readonly (readonly number[])[], number[]>();

/** Token n's rank in the set, when its templates write one. */
export function tokenRank(
  set: Pick<ExportSet, 'collection' | 'layers' | 'rows' | 'oneOfOnes' | 'rarityMethod'>,
  n: number,
): number | undefined {
  if (!usesRank(set.collection)) return undefined;
  let own = ranks.get(set.rows);
  if (!own) {
    own = csvRanks(set.layers, set.rows, set.oneOfOnes, set.rarityMethod);
    ranks.set(set.rows, own);
  }
  return own[n - 1];
}

/** Each token's rank as rarity.csv gives it (equal values, merged ones too, count as one trait). */
export const csvRanks = (
  layers: readonly LayerValues[],
  rows: readonly (readonly number[])[],
  oneOfOnes: readonly OneOfOneItem[] | undefined,
  method: RarityMethod,
) => rarityRanks(traitSetOf(rowTraits(layers, rows, oneOfOnes)))[method].rank;
