// For tests of what the page does with the workers' answers: the generator worker's calls made
// in-process (the very functions its worker runs) and a compose call's answer built from its figures.
import type { OneOfOneItem, PlanInput, PlanLayer, PlanRule } from '@core/protocol';
import { countCombinations } from '@core/plan/plan-collection';
import { planAny } from '@core/plan/plan-tree';
import { ratePlan } from '@core/plan/rated-plan';
import { setStored, storedResults, type StoredResult } from '@core/compose/stored-results';

export const countInProcess = async (layers: PlanLayer[], rules: PlanRule[]) => countCombinations(layers, rules).valid;

export const planInProcess = async (input: PlanInput, oneOfOnes: OneOfOneItem[]) => ratePlan(input, planAny(input), oneOfOnes);

/** A compose call's answer: where each job's PNG went, in job order. */
export function composeAnswer(results: readonly StoredResult[]): Float64Array {
  const answer = storedResults(results.length);
  results.forEach((result, i) => setStored(answer, i, result));
  return answer;
}
