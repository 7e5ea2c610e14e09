// OpenRarity, the rarity the marketplaces show (github.com/ProjectOpenSea/open-rarity, its
// InformationContentScoringHandler and RarityRanker), reproduced to the last bit of its published
// examples: trait names and values are compared lower-cased and trimmed; every token also carries
// "meta_trait:trait_count" (how many of its values are not "none" or empty); a trait type a token lacks
// counts as one more value of it ("Null"); the score is the token's information content, the sum of
// log2(N / count) over every trait type, divided by the collection's entropy; the rank sorts first by
// how many of its values no other token has, then by score, keeps the given order among equals, and
// gives scores equal within 1e-9 (relative) the same rank.
import type { Rarity, Trait } from './rarity-types.ts';

const TRAIT_COUNT = 'meta_trait:trait_count';
/** Python's math.isclose default. */
const RELATIVE_TOLERANCE = 1e-9;

const normalised = (text: string) => text.toLowerCase().trim();

/** numpy's pairwise sum for arrays of up to 128 (8 partial sums), so that sums match its rounding. */
function numpySum(values: readonly number[]): number {
  if (values.length < 8) return values.reduce((sum, v) => sum + v, 0);
  const r = values.slice(0, 8);
  let i = 8;
  for (; i + 8 <= values.length; i += 8) for (let k = 0; k < 8; k++) r[k]! += values[i + k]!;
  let sum = r[0]! + r[1]! + (r[2]! + r[3]!) + (r[4]! + r[5]! + (r[6]! + r[7]!));
  for (; i < values.length; i++) sum += values[i]!;
  return sum;
}

/** Each token's attributes as OpenRarity reads them, the trait count added last. */
function tokenAttributes(traits: readonly (readonly Trait[])[]): Map<string, string>[] {
  return traits.map((list) => {
    const attributes = new Map<string, string>();
    for (const [type, value] of list) attributes.set(normalised(type), normalised(value));
    let count = 0;
    for (const value of attributes.values()) if (value !== 'none' && value !== '') count++;
    if (attributes.has(TRAIT_COUNT)) count--;
    attributes.set(TRAIT_COUNT, String(count));
    return attributes;
  });
}

export interface OpenRarity extends Rarity {
  /** How many of each token's values no other token has (the first sort key). */
  unique: number[];
}

export function openRarity(traits: readonly (readonly Trait[])[]): OpenRarity {
  const total = traits.length;
  const tokens = tokenAttributes(traits);
  const counts = new Map<string, Map<string, number>>();
  for (const attributes of tokens)
    for (const [type, value] of attributes) {
      const values = counts.get(type) ?? counts.set(type, new Map()).get(type)!;
      values.set(value, (values.get(value) ?? 0) + 1);
    }
  const missing = new Map<string, number>();
  for (const [type, values] of counts) {
    const without = total - [...values.values()].reduce((sum, n) => sum + n, 0);
    if (without > 0) missing.set(type, without);
  }
  const probabilities: number[] = [];
  for (const [type, values] of counts) {
    for (const n of values.values()) probabilities.push(n / total);
    if (missing.has(type)) probabilities.push(missing.get(type)! / total);
  }
  const entropy = -probabilities.reduce((sum, p) => sum + p * Math.log2(p), 0);
  const types = [...counts.keys()].sort();
  const score = tokens.map((attributes) => {
    const information = types.map((type) => {
      const value = attributes.get(type);
      const n = value === undefined ? missing.get(type)! : counts.get(type)!.get(value)!;
      return Math.log2(1 / (total / n));
    });
    // 0 - sum, not -sum: a token with nothing rare scores 0, not -0.
    return (0 - numpySum(information)) / (entropy || 1);
  });
  const unique = tokens.map((attributes) => [...attributes].filter(([type, value]) => counts.get(type)!.get(value) === 1).length);
  return { score, rank: openRarityRanks(score, unique), unique };
}

/** RarityRanker.set_rarity_ranks: rank[i] of token i from its score and unique-value count. */
export function openRarityRanks(score: readonly number[], unique: readonly number[]): number[] {
  const order = score.map((_, i) => i).sort((a, b) => unique[b]! - unique[a]! || score[b]! - score[a]! || a - b);
  const rank = new Array<number>(score.length);
  order.forEach((i, at) => {
    const previous = order[at - 1];
    const same =
      previous !== undefined &&
      Math.abs(score[i]! - score[previous]!) <= RELATIVE_TOLERANCE * Math.max(Math.abs(score[i]!), Math.abs(score[previous]!));
    rank[i] = same ? rank[previous]! : at + 1;
  });
  return rank;
}
