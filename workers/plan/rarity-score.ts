// Statistical rarity: a token's score is the sum over its traits of 1 / frequency (frequency = tokens
// with that trait value / all tokens), over the traits as the metadata lists them ("None" only where the
// layer writes it as a value); rank 1 is the rarest, ties share a rank. A set's traits per token:
// export/rarity-report.ts.

export type Trait = readonly [traitType: string, value: string];

export interface Rarity {
  score: number[];
  rank: number[];
}

export function rarity(traits: readonly (readonly Trait[])[]): Rarity {
  const counts = new Map<string, number>();
  const id = ([type, value]: Trait) => `${type}\u0000${value}`;
  for (const list of traits) for (const trait of list) counts.set(id(trait), (counts.get(id(trait)) ?? 0) + 1);
  const total = traits.length;
  const score = traits.map((list) => list.reduce((sum, trait) => sum + total / counts.get(id(trait))!, 0));
  const order = score.map((_, i) => i).sort((a, b) => score[b]! - score[a]! || a - b);
  const rank = new Array<number>(total);
  order.forEach((i, at) => (rank[i] = at > 0 && score[order[at - 1]!] === score[i] ? rank[order[at - 1]!]! : at + 1));
  return { score, rank };
}

export const csvCell = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** One row per token: number, rank, score (2 decimals), then each trait type's value. */
export function rarityCsv(traits: readonly (readonly Trait[])[], result: Rarity): string {
  const types = [...new Set(traits.flatMap((list) => list.map(([type]) => type)))];
  const lines = [['Token', 'Rank', 'Score', ...types].map(csvCell).join(',')];
  traits.forEach((list, i) => {
    const values = types.map((type) => list.find(([t]) => t === type)?.[1] ?? '');
    lines.push([String(i + 1), String(result.rank[i]), result.score[i]!.toFixed(2), ...values].map(csvCell).join(','));
  });
  return `${lines.join('\n')}\n`;
}
