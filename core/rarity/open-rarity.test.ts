// OpenRarity's own test collections (tests/test_rarity_ranker.py, tests/scoring/*.py of
// ProjectOpenSea/open-rarity), with the scores, ranks and unique-value counts they publish. Where a test
// there only compares a score with its own scorer's, the figure is what OpenRarity 0.7 prints for it.
import { describe, expect, it } from 'vitest';
import { openRarity, openRarityRanks } from './open-rarity.ts';
import type { Trait } from './rarity-score.ts';
import { traitSetOf } from '../plan/trait-set.ts';

type Token = Record<string, string>;
const traitsOf = (tokens: Token[]) => tokens.map((token) => Object.entries(token) as Trait[]);
const rate = (traits: readonly (readonly Trait[])[]) => openRarity(traitSetOf(traits));
/** Token ids in rank order (ties in the given order), as RarityRanker.rank_collection lists them. */
const rankOrder = ({ rank, unique, score }: ReturnType<typeof openRarity>) =>
  rank.map((_, i) => i).sort((a, b) => unique[b]! - unique[a]! || score[b]! - score[a]! || a - b);

describe('OpenRarity ranks', () => {
  it('one token: score 0, rank 1', () => {
    expect(rate(traitsOf([{ trait1: 'value1' }]))).toEqual({ score: [0], rank: [1], unique: [2] });
  });

  it('same scores share a rank, and the next rank skips (test_rarity_ranker_same_scores)', () => {
    const result = rate(
      traitsOf([
        { trait1: 'value1', trait2: 'value1', trait3: 'value1' },
        { trait1: 'value1', trait2: 'value1', trait3: 'value1' },
        { trait1: 'value2', trait2: 'value1', trait3: 'value3' },
        { trait1: 'value2', trait2: 'value2', trait3: 'value3' },
        { trait1: 'value3', trait2: 'value3', trait3: 'value3' },
      ]),
    );
    expect(rankOrder(result)).toEqual([4, 3, 0, 1, 2]);
    expect(result.rank).toEqual([3, 3, 5, 2, 1]);
    expect(result.unique).toEqual([0, 0, 0, 1, 2]);
    expect(result.score).toEqual([0.8749925360622679, 0.8749925360622679, 0.7235980365241422, 1.1338031424711967, 1.3926137488801251]);
  });

  it('unique values sort first; equal scores share a rank (test_rarity_ranker_equal_score_and_unique_trait)', () => {
    const result = rate(
      traitsOf([
        { trait1: 'value1', trait2: 'value1', trait3: 'value2' },
        { trait1: 'value1', trait2: 'value2', trait3: 'value2' },
        { trait1: 'value1', trait2: 'value2', trait3: 'value3' },
        { trait1: 'value1', trait2: 'value2', trait3: 'value2', trait4: 'value1' },
      ]),
    );
    expect(rankOrder(result)).toEqual([3, 0, 2, 1]);
    expect(result.rank).toEqual([2, 4, 2, 1]);
    expect(result.unique).toEqual([1, 0, 1, 2]);
  });

  it('unique scores (test_rarity_ranker_unique_scores)', () => {
    const result = rate(
      traitsOf([
        { trait1: 'value1', trait2: 'value1', trait3: 'value2' },
        { trait1: 'value1', trait2: 'value2', trait3: 'value2' },
        { trait1: 'value1', trait2: 'value2', trait3: 'value3' },
        { trait1: 'value1', trait2: 'value4', trait3: 'value2', trait4: 'value1' },
      ]),
    );
    expect(rankOrder(result)).toEqual([3, 2, 0, 1]);
    expect(result.rank).toEqual([3, 4, 2, 1]);
    expect(result.unique).toEqual([1, 0, 1, 3]);
    expect(result.score).toEqual([0.8249235198609636, 0.5707186131247787, 0.9736238578009505, 1.6307340092133074]);
  });

  it('ranks by unique values first and shares a rank on equal scores (test_set_ranks_same_unique_different_ic_score)', () => {
    // Tokens 1 to 4 of the test: scores 1.5, 1.5, 0.2, 7.0 with 1, 2, 3, 0 unique values.
    expect(openRarityRanks([1.5, 1.5, 0.2, 7.0], [1, 2, 3, 0])).toEqual([2, 2, 1, 4]);
  });

  it('a missing trait type counts as a value of its own, as "none" does (test_information_content_*)', () => {
    const withMissing = traitsOf([
      { bottom: 'spec', hat: 'spec', special: 'true' },
      { bottom: '1', hat: '1', special: 'true' },
      { bottom: '1', hat: '1' },
      { bottom: '2', hat: '2' },
      { bottom: '2', hat: '2' },
      { bottom: '3', hat: '2' },
    ]);
    const { score, rank } = rate(withMissing);
    expect(score).toEqual([
      1.5995000671052362, 1.215920010736838, 0.8323399543684394, 0.7201499798684291, 0.7201499798684291, 0.9119400080526283,
    ]);
    expect(rank).toEqual([1, 3, 4, 5, 5, 2]);
    const missing = traitsOf([
      { bottom: '1', hat: '1', special: 'true' },
      { bottom: '1', hat: '1' },
      { bottom: '2', hat: '2' },
      { bottom: '2', hat: '2' },
      { bottom: '3', hat: '2' },
    ]);
    const none = missing.map((list) => (list.length === 3 ? list : [...list, ['special', 'none'] as Trait]));
    expect(rate(none).score).toEqual(rate(missing).score);
  });

  it('counts unique values per token (test_feature_extractor), names and values compared lower-cased and trimmed', () => {
    const { unique } = rate(
      traitsOf([
        { bottom: '1', hat: '1', special: 'true' },
        { bottom: '1', hat: '1', special: 'false' },
        { bottom: '2', hat: '2', special: 'false' },
        { Bottom: '2', hat: '2 ', special: 'False' },
        { bottom: '3', hat: '2', special: 'false' },
        { bottom: '4', hat: '3', special: 'false' },
      ]),
    );
    expect(unique).toEqual([1, 0, 0, 0, 1, 2]);
  });

  it('scores a uniform collection 1 (test_information_content_rarity_uniform)', () => {
    // 10 000 tokens, 5 traits of 10 values each, every 1000 tokens alike.
    const tokens = Array.from({ length: 10_000 }, (_, id) =>
      Object.fromEntries(Array.from({ length: 5 }, (_, t) => [String(t), String(Math.floor(id / 1000))])),
    );
    expect(rate(traitsOf(tokens)).score[0]!.toFixed(8)).toBe('1.00000000');
  });
});
