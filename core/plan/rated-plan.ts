// A plan as a run takes it: each planned token as a row (its layers' digits, then, when the set has
// one-of-ones, which one it is: what the compose workers draw, the metadata names and the rarity counts),
// and an accepted plan rated where it is made, so that its rows never go to the page and back again.
import { setRarity } from '../export/rarity-report.ts';
import type { OneOfOneItem } from '../export/one-of-ones.ts';
import { NONE, type PackedRows, type PlanInput, type PlannedToken, type PlanResult } from './types.ts';
import type { RatedPlan } from '../protocol.ts';

export function tokenRows(tokens: readonly PlannedToken[], layerCount: number, withOneOfOnes: boolean): number[][] {
  return tokens.map((t) => {
    if (t.oneOfOne !== undefined) return [...Array<number>(layerCount).fill(NONE), t.oneOfOne];
    return withOneOfOnes ? [...t.digits, NONE] : t.digits;
  });
}

export function packRows(rows: readonly (readonly number[])[], width: number): PackedRows {
  const digits = new Int32Array(rows.length * width);
  rows.forEach((row, i) => digits.set(row, i * width));
  return { count: rows.length, width, digits };
}

export const rowAt = ({ width, digits }: PackedRows, i: number): number[] => Array.from(digits.subarray(i * width, (i + 1) * width));

export const unpackRows = (rows: PackedRows): number[][] => Array.from({ length: rows.count }, (_, i) => rowAt(rows, i));

/** The plan with its rows packed and each token's rarity score and rank by both methods (a refusal as it is). */
export function ratePlan(input: PlanInput, result: PlanResult, oneOfOnes: readonly OneOfOneItem[]): RatedPlan {
  if (!result.ok) return result;
  const withOneOfOnes = input.oneOfOnes > 0;
  const rows = tokenRows(result.tokens, input.layers.length, withOneOfOnes);
  const { tokens: _planned, ...plan } = result;
  return {
    ...plan,
    rows: packRows(rows, input.layers.length + Number(withOneOfOnes)),
    rarity: setRarity(input.layers, rows, oneOfOnes),
  };
}
