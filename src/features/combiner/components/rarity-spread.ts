// The plan's expected rarity spread: the planned tokens are the set a run makes, so their scores are
// the scores the finished run will show, known before a pixel is drawn.
import { SCORE_DECIMALS } from '@core/rarity/rarity-score';
import type { RarityMethod } from '@core/protocol';
import { RARITY_METHOD_TEXT } from './result-order';

/** "OpenRarity (...): scores from 0.7236 to 1.3926, median 0.8750". */
export function raritySpreadText(scores: readonly number[], method: RarityMethod): string | null {
  if (scores.length === 0) return null;
  // A typed array sorts numerically without a comparator call per pair: 10 000 scores in about a millisecond.
  const sorted = Float64Array.from(scores).sort();
  const middle = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  const text = (score: number) => score.toFixed(SCORE_DECIMALS[method]);
  return `Expected rarity, ${RARITY_METHOD_TEXT[method]}: scores from ${text(sorted[0]!)} to ${text(sorted.at(-1)!)}, median ${text(median)}`;
}
