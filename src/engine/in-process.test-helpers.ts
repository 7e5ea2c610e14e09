// For tests of what the page does with the workers' answers: the generator worker's calls made
// in-process (the very functions its worker runs) and a compose call's answer built from its figures.
import type { OneOfOneItem, PlanInput, PlanLayer, PlanRule } from '../../workers/protocol';
import { countCombinations } from '../../workers/plan/plan-collection';
import { planAny } from '../../workers/plan/plan-tree';
import { ratePlan } from '../../workers/plan/rated-plan';
import { setStored, storedResults, type StoredResult } from '../../workers/composite/stored-results';

export const countInProcess = async (layers: PlanLayer[], rules: PlanRule[]) => countCombinations(layers, rules).valid;

export const planInProcess = async (input: PlanInput, oneOfOnes: OneOfOneItem[]) => ratePlan(input, planAny(input), oneOfOnes);

/** A compose call's answer: where each job's PNG went, in job order. */
export function composeAnswer(results: readonly StoredResult[]): Float64Array {
  const answer = storedResults(results.length);
  results.forEach((result, i) => setStored(answer, i, result));
  return answer;
}
