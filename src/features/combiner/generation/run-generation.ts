// 'Generate NFT Files': plans the run in the generator's worker (exact counts, rules, uniqueness, the
// seed; by default every combination, or a subset within the credits), clears the previous results and
// lets the engine compose; the screen only sees throttled progress.
import { rarityInWorker } from '../../../engine/generator';
import { notify } from '../../../components/ui/notification-store';
import { useCombinerSettings } from '../stores/combiner-settings-store';
import { fitsWorkingCopies, sessionSize } from '../output-size';
import { setGeneration, useGenerationStore } from '../stores/generation-store';
import { useTraitGroupsStore } from '../stores/trait-groups-store';
import { layerBlobs, layerValues, runFileIds, runRows, usableGroups } from './layer-sources';
import { checkSizes } from '../components/mismatched-sizes';
import { beginRecord, composeRecorded, madeCount } from '../resume/recorded-compose';
import type { RunRecord } from './run-record';
import { cancelResume } from '../resume/resume-generation';
import { cancelledMessage, GENERATION_FAILED, IMAGES_MISSING } from './combiner-messages';
import { refreshPlan, usePlanStore } from './plan-state';
import { generatorSettingsOf, useGeneratorSettings } from '../stores/generator-settings-store';

let running: AbortController | null = null;

export const cancelGeneration = () => {
  running?.abort(new DOMException('Generation cancelled', 'AbortError'));
  cancelResume();
};

export async function generateNftFiles(credits: number): Promise<void> {
  if (running) return;
  const controller = (running = new AbortController());
  // From the click on, the run holds the screen: planning takes seconds on large sets, and meanwhile a
  // second click, a resume or an export of the results it is about to clear would race with it.
  const { status, current, total } = useGenerationStore.getState();
  setGeneration({ status: 'processing', current: 0, total: 0 });
  try {
    const prepared = await prepareRun(credits).catch((error: unknown) => void sayFailed(error));
    // Nothing was cleared yet: a refused plan or a Cancel while planning leaves the last run as it was.
    if (!prepared || controller.signal.aborted) return void setGeneration({ status, current, total });
    await runPrepared(prepared, controller.signal);
  } finally {
    running = null;
  }
}

function sayFailed(error: unknown): void {
  console.warn('Generation failed', error);
  notify('error', GENERATION_FAILED);
}

type PreparedRun = NonNullable<Awaited<ReturnType<typeof prepareRun>>>;

/** Plans the run and reads its layers; nothing (after saying why) when it cannot start. */
async function prepareRun(credits: number) {
  const { outputSize: size, pixelArt, mismatchFit, optimisePng } = useCombinerSettings.getState();
  let result = await refreshPlan(credits);
  // A re-plan that a settings change started meanwhile aborts this one (planning stays on): plan
  // again with what is current rather than drop the click.
  // Likewise when one-of-ones were added or removed while it planned: each token must name an existing one.
  const stale = () => usePlanStore.getState().input?.oneOfOnes !== useGeneratorSettings.getState().oneOfOnes.length;
  while ((result === null && usePlanStore.getState().planning) || (result !== null && stale())) result = await refreshPlan(credits);
  const { sizeError, creditLimited, valid, input } = usePlanStore.getState();
  if (sizeError) return void notify('error', sizeError);
  if (!result || !input) return;
  if (!result.ok) return void notify('error', `The plan cannot be made: ${result.problems.join(' ')}`);
  const plan = { count: result.tokens.length, possible: valid?.count ?? 0 };
  const groups = useTraitGroupsStore.getState().groups;
  const settings = generatorSettingsOf(useGeneratorSettings.getState());
  const { oneOfOnes } = settings;
  // The 250 px working copies are smoothed WebP, each scaled on its own: pixel art, mismatched sizes
  // and one-of-ones (whose size may differ) need the originals.
  const fromPreviews = fitsWorkingCopies(size, pixelArt) && checkSizes(groups).mismatches.length === 0 && oneOfOnes.length === 0;
  const layers = await layerBlobs(groups, fromPreviews, oneOfOnes);
  if (!layers) return void notify('error', IMAGES_MISSING);
  const rows = runRows(result.tokens, input.layers.length, oneOfOnes.length > 0);
  const { score, rank, csv } = await rarityInWorker(layerValues(groups), rows, oneOfOnes);
  const fields: Omit<RunRecord, 'results' | 'complete'> = {
    count: plan.count,
    digits: rows,
    layers: layerValues(groups),
    oneOfOnes,
    plan: { counts: result.counts, settings, rarity: { score, rank }, rarityCsv: csv },
    resume: {
      session: { size: sessionSize(size), pixelArt, fit: mismatchFit, optimise: optimisePng },
      fromPreviews,
      fileIds: runFileIds(groups, oneOfOnes),
    },
  };
  return { plan, creditLimited, layers, fields };
}

async function runPrepared({ plan, creditLimited, layers, fields }: PreparedRun, signal: AbortSignal): Promise<void> {
  if (creditLimited) {
    const limitNoticeId = notify(
      'warning',
      `Generation limited to ${plan.count} combinations due to available credits. Total possible combinations: ${plan.possible}`,
    );
    setGeneration({
      limitNoticeId,
      limitText: `Limited to ${plan.count} random combinations out of ${plan.possible} possible combinations.`,
    });
  } else setGeneration({ limitNoticeId: null, limitText: null });

  let record: RunRecord | null = null;
  setGeneration({ status: 'processing', current: 0, total: plan.count, resultCount: 0 });
  try {
    // Every row is kept before the first image, so an interrupted run can be resumed the same way.
    record = await beginRecord(fields);
    await composeRecorded(record, layers, signal, (done) => setGeneration({ current: done }));
    setGeneration({ status: 'done', current: plan.count, resultCount: plan.count, runId: useGenerationStore.getState().runId + 1 });
  } catch (error) {
    if (signal.aborted && signal.reason === error) {
      setGeneration({ status: 'idle', current: 0 });
      notify('info', cancelledMessage(record ? madeCount(record) : 0, plan.count));
    } else {
      sayFailed(error);
      setGeneration({ status: 'error' });
    }
  }
}

export const possibleCombinations = (groups: Parameters<typeof usableGroups>[0]) => {
  const usable = usableGroups(groups);
  return usable.length ? usable.reduce((product, g) => product * g.files.length, 1) : 0;
};
