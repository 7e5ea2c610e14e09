// What a set's rarity is made of, for both methods (rarity-score.ts, open-rarity.ts).

export type Trait = readonly [traitType: string, value: string];

export interface Rarity {
  score: number[];
  rank: number[];
}

export type RarityMethod = 'openrarity' | 'statistical';

/** Each token's score and rank by each method: the screen switches between them without asking again. */
export type RarityRanks = Record<RarityMethod, Rarity>;
