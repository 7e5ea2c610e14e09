// The plan as the screen shows it before anything is rendered: the valid-combination count, the
// collection size (and why a chosen size is refused), why nothing can be generated, layers left out for
// having no images, and the planner's answer, recomputed in the generator's worker shortly after the
// layers or settings change. It lives in the run store (`plan`), with what it was made from, so that
// Generate runs the plan on screen when nothing it depends on changed.
import { MAX_COMBINATIONS, PLAN_DEBOUNCE_MS, QUICK_PLAN_DEBOUNCE_MS } from '@/config/constants';
import { countInWorker, planInWorker } from '@/engine/generator';
import { collectionInput } from '@core/plan/tree-input';
import { collectionSize } from '@core/plan/from-settings';
import { noCombinationReason } from '@core/plan/plan-targets';
import { useTemplatesStore, templatesSettingOf } from '../stores/templates-store';
import type { GeneratorSettings, PlanInput, RatedPlan, ValidCount } from '@core/protocol';
import { generatorSettingsOf, useGeneratorSettings } from '../stores/generator-settings-store';
import { useTraitGroupsStore } from '../stores/trait-groups-store';
import { groupThousands } from '../numbers';
import { setPlan, useRunStore, type PlanState } from './run-store';
import { plans, type PlanCaches } from './run-session';
import { acceptedOf } from './apply-nearest-counts';

function sizeLimit(valid: number, oneOfOnes: number, credits: number): { max: number; reason: string } {
  const limits = [
    { max: valid + oneOfOnes, reason: `${groupThousands(valid)} valid combinations${oneOfOnes ? ` and ${oneOfOnes} one-of-ones` : ''}` },
    { max: credits, reason: `${groupThousands(credits)} available credits` },
    { max: MAX_COMBINATIONS, reason: `the maximum of ${groupThousands(MAX_COMBINATIONS)}` },
  ];
  return limits.reduce((low, l) => (l.max < low.max ? l : low));
}

// The valid count depends only on which values weigh more than 0 and on the rules: a weight edit that
// keeps a value above 0 reuses the last count instead of asking the worker again.
async function validCount(input: PlanInput, cache: PlanCaches, signal: AbortSignal): Promise<ValidCount> {
  const key = JSON.stringify([
    input.layers.map((l) => [l.weights.map((w) => w > 0), l.noneWeight === null ? null : l.noneWeight > 0]),
    input.rules,
    input.templates,
  ]);
  if (cache.count?.key === key) return cache.count.valid;
  const valid = await countInWorker(input.layers, input.rules, input.templates, signal);
  cache.count = { key, valid };
  return valid;
}

/** What a plan is made from now: the planner's input (size aside), the chosen size, the one-of-ones and the credits. */
function planSources(credits: number) {
  const groups = useTraitGroupsStore.getState().groups;
  const settings = generatorSettingsOf(useGeneratorSettings.getState());
  const templates = templatesSettingOf(useTemplatesStore.getState());
  const draft = collectionInput(groups, settings, templates, 1);
  const oneOfOnes = settings.oneOfOnes.map(({ name, attributes }) => ({ name, attributes }));
  return { groups, settings, templates, draft, oneOfOnes, basis: JSON.stringify([draft, settings.size, oneOfOnes, credits]) };
}

/** Said beside a default size planned with the nearest feasible counts. */
export const DEFAULT_NEAREST_NOTE =
  'The weights cannot be met at the default size, so the nearest feasible counts are used (the weights are kept): type a size or change the weights to plan by them.';

type Sources = Pick<ReturnType<typeof planSources>, 'groups' | 'settings' | 'templates' | 'oneOfOnes'>;

/** The default size opens as a plan, not a refusal: at the most tokens the templates' layers allow
 * when that is the cause, and with the nearest feasible counts (not stored) when the weights are. */
async function defaultThatPlans(sources: Sources, size: number, refused: RatedPlan, signal: AbortSignal) {
  const { groups, settings, templates, oneOfOnes } = sources;
  let input = collectionInput(groups, settings, templates, size);
  let result = refused;
  if (!result.ok && result.maxSize && result.maxSize < size) {
    size = result.maxSize;
    input = collectionInput(groups, settings, templates, size);
    result = await planInWorker(input, oneOfOnes, signal);
  }
  if (!result.ok && result.nearest && !settings.counts) {
    const nearest = collectionInput(groups, { ...settings, counts: acceptedOf(result.nearest, null) }, templates, size);
    const again = await planInWorker(nearest, oneOfOnes, signal);
    if (again.ok) return { input: nearest, result: { ...again, notes: [DEFAULT_NEAREST_NOTE, ...again.notes] }, size };
  }
  return { input, result, size };
}

/** True when the plan on screen was made from what is current: Generate can run it as it is. */
export function planIsCurrent(credits: number): boolean {
  const { plan } = useRunStore.getState();
  return !plan.planning && plan.basis !== null && plan.basis === planSources(credits).basis;
}

/** Counts and plans the current layers and settings; resolves with the plan (null when there is nothing to plan). */
export async function refreshPlan(credits: number): Promise<RatedPlan | null> {
  // A newer refresh ends this one's session: what it learns after that is stale and must not reach the screen.
  const mine = plans.replace(new DOMException('Settings changed', 'AbortError'));
  try {
    return await planWith(mine.cache, mine.signal, credits);
  } finally {
    mine.dispose();
  }
}

async function planWith(cache: PlanCaches, signal: AbortSignal, credits: number): Promise<RatedPlan | null> {
  const { groups, settings, templates, draft, oneOfOnes, basis } = planSources(credits);
  const emptyLayers = groups.flatMap((g, i) => (g.files.length ? [] : [g.name.trim() || `Layer ${i + 1}`]));
  setPlan({ emptyLayers });
  if (!draft.layers.length) {
    setPlan({
      basis,
      nothingToGenerate: emptyLayers.length
        ? `${emptyLayers.join(', ')} ${emptyLayers.length > 1 ? 'have' : 'has'} no images: add images to generate.`
        : 'Add a layer with images to generate.',
      valid: { count: 0, exact: true },
      size: 0,
      maxSize: 0,
      sizeError: null,
      input: null,
      result: null,
      planning: false,
    });
    return null;
  }
  setPlan({ planning: true, basis: null });
  try {
    const valid = await validCount(draft, cache, signal);
    if (signal.aborted) return null;
    const limit = sizeLimit(valid.count, settings.oneOfOnes.length, credits);
    const size = collectionSize(settings, valid.count, credits, MAX_COMBINATIONS);
    const sizeError = size > limit.max ? `Collection size can be at most ${groupThousands(limit.max)} (${limit.reason}).` : null;
    const creditLimited = settings.size === null && valid.count + settings.oneOfOnes.length > Math.min(credits, MAX_COMBINATIONS);
    const nothingToGenerate = valid.exact && valid.count === 0 ? noCombinationReason(draft.layers) : null;
    setPlan({ valid, size, maxSize: limit.max, sizeError, creditLimited, nothingToGenerate });
    if (sizeError || size < 1) {
      setPlan({ input: null, result: null, planning: false, basis });
      return null;
    }
    const first = collectionInput(groups, settings, templates, size);
    const planned = await planInWorker(first, oneOfOnes, signal);
    const {
      input,
      result,
      size: made,
    } = settings.size === null && !planned.ok
      ? await defaultThatPlans({ groups, settings, templates, oneOfOnes }, size, planned, signal)
      : { input: first, result: planned, size };
    if (signal.aborted) return null;
    setPlan({ input, result, size: made, planning: false, basis });
    return result;
  } catch (error) {
    if (signal.aborted) return null;
    setPlan({ planning: false });
    throw error;
  }
}

/** Why Generate cannot start now (shown beside the disabled button), or null: nothing to combine, a size
 * that is not a number or over its limit, or a plan the planner refused (its nearest counts are beside it). */
export const generateBlocker = (s: PlanState): string | null =>
  s.nothingToGenerate ??
  s.sizeInputError ??
  s.sizeError ??
  (!s.planning && s.result && !s.result.ok ? `The plan cannot be made: ${s.result.problems.join(' ')}` : null);

/** The size field's text as a size: a whole number from 1 up (the upper limit is the plan's sizeError). */
export function typedSize(text: string, maxSize: number): { size: number | null } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { size: null };
  if (/^\d+$/.test(trimmed) && Number(trimmed) >= 1) return { size: Number(trimmed) };
  const range = maxSize >= 1 ? `from 1 to ${groupThousands(maxSize)}` : 'of at least 1';
  return { error: `Collection size must be a whole number ${range}; "${trimmed}" is not.` };
}

/** Why the size field's text is not a size, shown until it is one (the text is then not stored). */
export const setSizeInputError = (error: string | null) => setPlan({ sizeInputError: error });

/** The settings an artist tunes one click or keystroke at a time, watching the count and the plan. */
const QUICK_SETTINGS: readonly (keyof GeneratorSettings)[] = ['weights', 'none', 'rules'];

/** Did weights or rules change, and nothing else (not the size, the seed, the one-of-ones)? */
export function quickEdit(now: GeneratorSettings, before: GeneratorSettings): boolean {
  const a = generatorSettingsOf(now);
  const b = generatorSettingsOf(before);
  const changed = (Object.keys(a) as (keyof GeneratorSettings)[]).filter((k) => a[k] !== b[k]);
  return changed.length > 0 && changed.every((k) => QUICK_SETTINGS.includes(k));
}

/** Re-plans after the layers or settings settle; returns the unsubscribe. */
export function followPlan(credits: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (delay = PLAN_DEBOUNCE_MS) => {
    clearTimeout(timer);
    timer = setTimeout(() => void refreshPlan(credits).catch((e: unknown) => console.warn('Planning failed', e)), delay);
  };
  schedule();
  const offGroups = useTraitGroupsStore.subscribe(() => schedule());
  const offSettings = useGeneratorSettings.subscribe((now, before) =>
    schedule(quickEdit(now, before) ? QUICK_PLAN_DEBOUNCE_MS : PLAN_DEBOUNCE_MS),
  );
  const offTemplates = useTemplatesStore.subscribe(() => schedule());
  return () => {
    clearTimeout(timer);
    offGroups();
    offSettings();
    offTemplates();
  };
}
