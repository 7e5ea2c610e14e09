// OpenRarity, the rarity the marketplaces show (github.com/ProjectOpenSea/open-rarity, its
// InformationContentScoringHandler and RarityRanker), reproduced to the last bit of its published
// examples: trait names and values are compared lower-cased and trimmed; every token also carries
// "meta_trait:trait_count" (how many of its values are not "none" or empty); a trait type a token lacks
// counts as one more value of it ("Null"); the score is the token's information content, the sum of
// log2(N / count) over every trait type, divided by the collection's entropy; the rank sorts first by
// how many of its values no other token has, then by score, keeps the given order among equals, and
// gives scores equal within 1e-9 (relative) the same rank.
import type { Rarity } from './rarity-types.ts';
import type { TraitSet } from '../plan/trait-set.ts';

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

export interface OpenRarity extends Rarity {
  /** How many of each token's values no other token has (the first sort key). */
  unique: number[];
}

/** Trait types and their values as OpenRarity compares them, numbered in order of first appearance
 * (the order its counts are summed in, so the entropy matches to the last bit), with their counts. */
class TypeCounts {
  readonly typeIds = new Map<string, number>();
  readonly valueIds: Map<string, number>[] = [];
  readonly counts: number[][] = [];

  type(name: string): number {
    let t = this.typeIds.get(name);
    if (t === undefined) {
      this.typeIds.set(name, (t = this.typeIds.size));
      this.valueIds.push(new Map());
      this.counts.push([]);
    }
    return t;
  }

  value(type: number, value: string): number {
    const ids = this.valueIds[type]!;
    let v = ids.get(value);
    if (v === undefined) {
      ids.set(value, (v = ids.size));
      this.counts[type]!.push(0);
    }
    return v;
  }
}

/** Each token's attributes as OpenRarity reads them, as [type, value] ids: a type given twice keeps its
 * first place and its last value, and the trait count comes last (or where the token already names it). */
function tokenAttributes({ traits, tokens }: TraitSet, known: TypeCounts): { types: number[]; values: number[] }[] {
  const normalisedTraits = traits.map(([type, value]) => [normalised(type), normalised(value)] as const);
  // A trait's type and value ids, made when a token first has them: ids follow OpenRarity's counting order.
  const typeOfTrait = new Int32Array(traits.length).fill(-1);
  const valueOfTrait = new Int32Array(traits.length).fill(-1);
  const valueOfCount: number[] = [];
  return tokens.map((list) => {
    const types: number[] = [];
    const from: number[] = [];
    for (const i of list) {
      if (typeOfTrait[i]! < 0) typeOfTrait[i] = known.type(normalisedTraits[i]![0]);
      const type = typeOfTrait[i]!;
      const at = types.indexOf(type);
      if (at >= 0) from[at] = i;
      else {
        types.push(type);
        from.push(i);
      }
    }
    let count = 0;
    for (const i of from) if (normalisedTraits[i]![1] !== 'none' && normalisedTraits[i]![1] !== '') count++;
    const traitCount = known.type(TRAIT_COUNT);
    const at = types.indexOf(traitCount);
    if (at >= 0) count--;
    const values = from.map((i, k) => {
      if (k === at) return -1;
      if (valueOfTrait[i]! < 0) valueOfTrait[i] = known.value(typeOfTrait[i]!, normalisedTraits[i]![1]);
      return valueOfTrait[i]!;
    });
    const countValue = (valueOfCount[count] ??= known.value(traitCount, String(count)));
    if (at >= 0) values[at] = countValue;
    else {
      types.push(traitCount);
      values.push(countValue);
    }
    for (let k = 0; k < types.length; k++) known.counts[types[k]!]![values[k]!]!++;
    return { types, values };
  });
}

export function openRarity(set: TraitSet): OpenRarity {
  const total = set.tokens.length;
  const known = new TypeCounts();
  const tokens = tokenAttributes(set, known);
  const { counts } = known;
  const missing = counts.map((values) => total - values.reduce((sum, n) => sum + n, 0));
  const probabilities: number[] = [];
  counts.forEach((values, type) => {
    for (const n of values) probabilities.push(n / total);
    if (missing[type]! > 0) probabilities.push(missing[type]! / total);
  });
  const entropy = -probabilities.reduce((sum, p) => sum + p * Math.log2(p), 0);
  const information = counts.map((values) => values.map((n) => Math.log2(1 / (total / n))));
  const missingInformation = missing.map((n) => Math.log2(1 / (total / n)));
  const sortedTypes = [...known.typeIds].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, t]) => t);
  const valueOfType = new Int32Array(counts.length);
  const terms = new Array<number>(sortedTypes.length);
  const score = tokens.map(({ types, values }) => {
    valueOfType.fill(-1);
    types.forEach((type, k) => (valueOfType[type] = values[k]!));
    sortedTypes.forEach((type, k) => {
      const value = valueOfType[type]!;
      terms[k] = value < 0 ? missingInformation[type]! : information[type]![value]!;
    });
    // 0 - sum, not -sum: a token with nothing rare scores 0, not -0.
    return (0 - numpySum(terms)) / (entropy || 1);
  });
  const unique = tokens.map(({ types, values }) => types.filter((type, k) => counts[type]![values[k]!] === 1).length);
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
