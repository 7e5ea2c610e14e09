// The planner for templates: the generated tokens are split by the templates' weights (largest remainder,
// exact like any value), each template is planned on its own layers and rules by the plain planner with a
// seed of its own, and the rows are interleaved by the seed. Rows of two templates differ by Type when it
// is written; when it is not, a template avoids the traits of every row planned before it (as one more
// reserved combination), so no two tokens list the same traits.
import { largestRemainder, shareBounds } from './largest-remainder.ts';
import { countCombinations, planCollection } from './plan-collection.ts';
import { placeOneOfOnes } from './one-of-one-positions.ts';
import { seededRandom, shuffle } from './random.ts';
import { oneOfOneDigits } from './from-settings.ts';
import { layerTraits } from '../export/metadata.ts';
import { ABSENT, TYPE_TRAIT, type PlanTemplate } from './tree-types.ts';
import type { LayerCounts, PlanInput, PlanLayer, PlannedToken, PlanResult, PlanRule, ValidCount } from './types.ts';

export const templatesOf = (input: Pick<PlanInput, 'templates'>): PlanTemplate[] | null =>
  input.templates && input.templates.length > 1 ? input.templates : null;

/** One template as a plain planner input: its layers, rules and one-of-ones, a seed derived from the collection's. */
function templateInput(input: PlanInput, t: PlanTemplate, k: number, size: number, avoid: number[][]): PlanInput {
  return {
    layers: t.layers.map((i) => input.layers[i]!),
    size,
    seed: `${input.seed}/${k}/${t.name}`,
    order: input.order,
    rules: t.rules,
    oneOfOnes: 0,
    reserved: [...(t.reserved ?? []), ...avoid],
    ...(t.counts && { counts: t.counts }),
  };
}

/** Valid combinations of every template together (each template's own, summed). */
export function countTree(layers: readonly PlanLayer[], templates: readonly PlanTemplate[]): ValidCount {
  const counts = templates.map(
    (t) =>
      countCombinations(
        t.layers.map((i) => layers[i]!),
        t.rules,
      ).valid,
  );
  return { count: counts.reduce((sum, c) => sum + c.count, 0), exact: counts.every((c) => c.exact) };
}

const prefixed = (k: number, name: string, counts: readonly LayerCounts[]) =>
  counts.map((c) => ({ ...c, name: `${name}: ${c.name}`, template: k }));

/** The digits, in a template's layers, of earlier rows whose listed traits that template could repeat. */
function sameTraits(layers: readonly PlanLayer[], earlier: ReadonlyArray<Array<[string, string]>>): number[][] {
  return earlier.flatMap((traits) => {
    const digits = oneOfOneDigits(
      layers,
      traits.map(([trait_type, value]) => ({ trait_type, value })),
    );
    return digits ? [digits] : [];
  });
}

export function planTree(input: PlanInput, templates: readonly PlanTemplate[]): PlanResult {
  const gen = input.size - input.oneOfOnes;
  // Sizes no collection has are refused as the plain planner refuses them.
  if (!Number.isSafeInteger(input.size) || input.size < 1 || gen < 0) return planCollection({ ...input, templates: undefined });
  const weights = templates.map((t) => t.weight);
  const shares = largestRemainder(gen, weights);
  const exact = shareBounds(gen, weights);
  const valid = countTree(input.layers, templates);
  if (!shares || !exact)
    return {
      ok: false,
      problems: ['Every template weight is 0: give at least one template a weight above 0.'],
      nearest: null,
      maxSize: null,
      valid,
    };
  const typeCounts: LayerCounts = {
    name: TYPE_TRAIT,
    values: templates.map((t, k) => ({ value: t.name, target: shares[k]!, share: exact.share[k]!, count: shares[k]! })),
  };
  const problems: string[] = [];
  const nearest: LayerCounts[] = [typeCounts];
  const counts: LayerCounts[] = [typeCounts];
  const notes: string[] = [];
  const planned: PlannedToken[][] = [];
  const listed: Array<Array<[string, string]>> = [];
  for (const [k, t] of templates.entries()) {
    const size = shares[k]!;
    if (size === 0) {
      planned.push([]);
      continue;
    }
    const layers = t.layers.map((i) => input.layers[i]!);
    const avoid = input.typeLayer === undefined ? sameTraits(layers, listed) : [];
    const result = planCollection(templateInput(input, t, k, size, avoid));
    if (!result.ok) {
      problems.push(...result.problems.map((p) => `${t.name}: ${p}`));
      nearest.push(...prefixed(k, t.name, result.nearest ?? []));
      planned.push([]);
      continue;
    }
    counts.push(...prefixed(k, t.name, result.counts));
    notes.push(...result.notes.map((n) => `${t.name}: ${n}`));
    planned.push(result.tokens);
    if (input.typeLayer === undefined) for (const token of result.tokens) listed.push(layerTraits(layers, token.digits));
  }
  if (problems.length) return { ok: false, problems, nearest: nearest.length > 1 ? nearest : null, maxSize: null, valid };
  const rows = planned.flatMap((tokens, k) => tokens.map((token) => ({ digits: runDigits(input, templates[k]!, k, token.digits) })));
  // Enumeration order: template by template, each in its own enumeration order; otherwise seeded.
  const random = seededRandom(input.seed);
  if (input.order === 'shuffled') shuffle(rows, random);
  return { ok: true, tokens: placeOneOfOnes(rows, input.size, input.oneOfOnes, random), counts, valid, notes };
}

/** A template's row in the run's layers: its own digits where its layers are, ABSENT elsewhere, then its Type. */
function runDigits(input: PlanInput, t: PlanTemplate, k: number, local: readonly number[]): number[] {
  const digits = Array<number>(input.layers.length).fill(ABSENT);
  t.layers.forEach((layer, j) => (digits[layer] = local[j]!));
  if (input.typeLayer !== undefined) digits[input.typeLayer] = k;
  return digits;
}

/** Every template's rules as rules of the run's layers (a template's layers are its own positions there). */
export const treeRules = (templates: readonly PlanTemplate[]): PlanRule[] =>
  templates.flatMap((t) =>
    t.rules.map((r) => ({ ...r, a: { ...r.a, layer: t.layers[r.a.layer]! }, b: { ...r.b, layer: t.layers[r.b.layer]! } })),
  );

/** The planner a collection needs: for templates when it has two or more, the plain one otherwise. */
export const planAny = (input: PlanInput): PlanResult => {
  const templates = templatesOf(input);
  return templates ? planTree(input, templates) : planCollection(input);
};
