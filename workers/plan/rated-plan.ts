// A plan as a run takes it: each planned token as a row (its layers' digits, then, when the set has
// one-of-ones, which one it is: what the compose workers draw, the metadata names and the rarity counts),
// and an accepted plan rated where it is made, so that its rows never go to the page and back again.
import { setRarity } from '../export/rarity-report.ts';
import type { OneOfOneItem } from '../export/one-of-ones.ts';
import { NONE, type PlanInput, type PlannedToken, type PlanResult } from './types.ts';
import type { RatedPlan } from '../protocol.ts';

export function tokenRows(tokens: readonly PlannedToken[], layerCount: number, withOneOfOnes: boolean): number[][] {
  return tokens.map((t) => {
    if (t.oneOfOne !== undefined) return [...Array<number>(layerCount).fill(NONE), t.oneOfOne];
    return withOneOfOnes ? [...t.digits, NONE] : t.digits;
  });
}

/** The plan with each token's rarity score and rank by both methods (a refusal as it is). */
export function ratePlan(input: PlanInput, result: PlanResult, oneOfOnes: readonly OneOfOneItem[]): RatedPlan {
  if (!result.ok) return result;
  const rows = tokenRows(result.tokens, input.layers.length, input.oneOfOnes > 0);
  return { ...result, rarity: setRarity(input.layers, rows, oneOfOnes) };
}
