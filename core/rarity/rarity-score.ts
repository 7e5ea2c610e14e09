// A set's rarity, by either method a creator may choose: OpenRarity's information content, as the
// marketplaces rank (open-rarity.ts), or statistical rarity, the sum over a token's traits of
// 1 / frequency (frequency = tokens with that trait value / all tokens). Both read the traits as the
// metadata lists them ("None" only where the layer writes it as a value); rank 1 is the rarest. A set's
// traits per token: export/rarity-report.ts.
import { openRarity } from './open-rarity.ts';
import type { TraitSet } from '../plan/trait-set.ts';

import type { Rarity, RarityMethod, RarityRanks, Trait } from './rarity-types.ts';

export type { Rarity, RarityMethod, RarityRanks, Trait } from './rarity-types.ts';

/** Decimals of a score in rarity.csv and on a card: OpenRarity's scores lie around 1, statistical ones in the tens. */
export const SCORE_DECIMALS: Record<RarityMethod, number> = { openrarity: 4, statistical: 2 };

/** Statistical rarity: ties share a rank, the next rank skips. */
export function statisticalRarity({ traits, tokens }: TraitSet): Rarity {
  // Traits equal as written count together, however the set stores them.
  const ids = new Map<string, number>();
  const idOf = traits.map(([type, value]) => {
    const key = `${type}\u0000${value}`;
    return ids.get(key) ?? ids.set(key, ids.size).get(key)!;
  });
  const counts = new Array<number>(ids.size).fill(0);
  for (const list of tokens) for (const i of list) counts[idOf[i]!]!++;
  const total = tokens.length;
  const score = tokens.map((list) => list.reduce((sum, i) => sum + total / counts[idOf[i]!]!, 0));
  const order = score.map((_, i) => i).sort((a, b) => score[b]! - score[a]! || a - b);
  const rank = new Array<number>(total);
  order.forEach((i, at) => (rank[i] = at > 0 && score[order[at - 1]!] === score[i] ? rank[order[at - 1]!]! : at + 1));
  return { score, rank };
}

export function rarityRanks(set: TraitSet): RarityRanks {
  const { score, rank } = openRarity(set);
  return { openrarity: { score, rank }, statistical: statisticalRarity(set) };
}

export const csvCell = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** One row per token: number, rank, score, then each trait type's value. */
export function rarityCsv(traits: readonly (readonly Trait[])[], result: Rarity, method: RarityMethod): string {
  const types = [...new Set(traits.flatMap((list) => list.map(([type]) => type)))];
  const lines = [['Token', 'Rank', 'Score', ...types].map(csvCell).join(',')];
  traits.forEach((list, i) => {
    const values = types.map((type) => list.find(([t]) => t === type)?.[1] ?? '');
    const score = result.score[i]!.toFixed(SCORE_DECIMALS[method]);
    lines.push([String(i + 1), String(result.rank[i]), score, ...values].map(csvCell).join(','));
  });
  return `${lines.join('\n')}\n`;
}
