// The rarity rank a `{rank}` template writes: the set's own (rarity.csv's, by the set's method),
// computed once per set and only when a template asks for it.
import type { ExportSet } from '../export/export-set.ts';
import { setRarity } from '../export/rarity-report.ts';
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
    own = setRarity(set.layers, set.rows, set.oneOfOnes)[set.rarityMethod].rank;
    ranks.set(set.rows, own);
  }
  return own[n - 1];
}
