// The plan as the screen shows it before anything is rendered: the valid-combination count, the
// collection size (and why a chosen size is refused) and the planner's answer, recomputed in the
// generator's worker shortly after the layers or settings change.
import { create } from 'zustand';
import { MAX_COMBINATIONS, PLAN_DEBOUNCE_MS } from '../../../config/constants';
import { collectionSize, countInWorker, planInput, planInWorker } from '../../../engine/generator';
import type { PlanInput, PlanResult, ValidCount } from '../../../../workers/protocol';
import { generatorSettingsOf, useGeneratorSettings } from '../stores/generator-settings-store';
import { useTraitGroupsStore } from '../stores/trait-groups-store';
import { groupThousands } from './numbers';

interface PlanState {
  valid: ValidCount | null;
  /** The size a run would make (the chosen one, or the default). */
  size: number;
  /** The largest size allowed now, and why a larger one is refused. */
  maxSize: number;
  sizeError: string | null;
  /** True when the size is the default and credits (not the valid count) set it. */
  creditLimited: boolean;
  input: PlanInput | null;
  result: PlanResult | null;
  planning: boolean;
}

export const usePlanStore = create<PlanState>(() => ({
  valid: null,
  size: 0,
  maxSize: 0,
  sizeError: null,
  creditLimited: false,
  input: null,
  result: null,
  planning: false,
}));

function sizeLimit(valid: number, oneOfOnes: number, credits: number): { max: number; reason: string } {
  const limits = [
    { max: valid + oneOfOnes, reason: `${groupThousands(valid)} valid combinations${oneOfOnes ? ` and ${oneOfOnes} one-of-ones` : ''}` },
    { max: credits, reason: `${groupThousands(credits)} available credits` },
    { max: MAX_COMBINATIONS, reason: `the maximum of ${groupThousands(MAX_COMBINATIONS)}` },
  ];
  return limits.reduce((low, l) => (l.max < low.max ? l : low));
}

let controller: AbortController | null = null;

/** Counts and plans the current layers and settings; resolves with the plan (null when there is nothing to plan). */
export async function refreshPlan(credits: number): Promise<PlanResult | null> {
  controller?.abort(new DOMException('Settings changed', 'AbortError'));
  const mine = (controller = new AbortController());
  const groups = useTraitGroupsStore.getState().groups;
  const settings = generatorSettingsOf(useGeneratorSettings.getState());
  const draft = planInput(groups, settings, 1);
  if (!draft.layers.length) {
    usePlanStore.setState({
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
  usePlanStore.setState({ planning: true });
  try {
    const valid = await countInWorker(draft.layers, draft.rules, mine.signal);
    const limit = sizeLimit(valid.count, settings.oneOfOnes.length, credits);
    const size = collectionSize(settings, valid.count, credits, MAX_COMBINATIONS);
    const sizeError = size > limit.max ? `Collection size can be at most ${groupThousands(limit.max)} (${limit.reason}).` : null;
    const creditLimited = settings.size === null && valid.count + settings.oneOfOnes.length > Math.min(credits, MAX_COMBINATIONS);
    usePlanStore.setState({ valid, size, maxSize: limit.max, sizeError, creditLimited });
    if (sizeError || size < 1) {
      usePlanStore.setState({ input: null, result: null, planning: false });
      return null;
    }
    const input = { ...draft, size };
    const result = await planInWorker(input, mine.signal);
    usePlanStore.setState({ input, result, planning: false });
    return result;
  } catch (error) {
    if (mine.signal.aborted) return null;
    usePlanStore.setState({ planning: false });
    throw error;
  }
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** Re-plans after the layers or settings settle; returns the unsubscribe. */
export function followPlan(credits: number): () => void {
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void refreshPlan(credits).catch((e: unknown) => console.warn('Planning failed', e)), PLAN_DEBOUNCE_MS);
  };
  schedule();
  const offGroups = useTraitGroupsStore.subscribe(schedule);
  const offSettings = useGeneratorSettings.subscribe(schedule);
  return () => {
    clearTimeout(timer);
    offGroups();
    offSettings();
  };
}
