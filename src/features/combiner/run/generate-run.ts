// 'Generate NFT Files': runs the plan on screen when it was made from what is current (or plans again in
// the generator's worker: exact counts, rules, uniqueness, the seed, each token's rarity; by default
// every combination, or a subset within the credits), begins a new record, which clears the previous
// results, and makes the images from it (run-from-record.ts); the screen only sees throttled progress.
import { notify } from '@/components/ui/notification-store';
import { hasTemplates } from '@core/plan/tree-input';
import { unpackRows } from '@core/plan/rated-plan';
import { templatesSettingOf, useTemplatesStore } from '../stores/templates-store';
import { useCombinerSettings } from '../stores/combiner-settings-store';
import { sessionSize } from '../output-size';
import { runAnimation } from '../stores/animation-setting';
import { runVideoRefusal } from './video-refusal';
import { useTraitGroupsStore } from '../stores/trait-groups-store';
import { generatorSettingsOf, useGeneratorSettings } from '../stores/generator-settings-store';
import { cancelledMessage, IMAGES_MISSING } from '../combiner-messages';
import { layerBlobs, layerValues, runFileIds, storedBlobs } from './layer-sources';
import { runDrawing } from './layer-drawing';
import { beginRecord, madeCount } from './record-keeping';
import type { RunRecord } from './run-record';
import { planIsCurrent, refreshPlan } from './plan-state';
import { holdingTheRun, runFromRecord, sayFailed } from './run-from-record';
import { setRun, useRunStore } from './run-store';
import { runs } from './run-session';

export async function generateNftFiles(credits: number): Promise<void> {
  if (runs.busy) return;
  // The new run's session: the last run's stays current (with its caches) until the new record begins.
  const session = runs.open();
  await holdingTheRun(async (signal) => {
    // From the click on, the run holds the screen: planning takes seconds on large sets, and meanwhile a
    // second click, a resume or an export of the results it is about to clear would race with it.
    const { phase, current, total } = useRunStore.getState();
    setRun({ phase: 'processing', current: 0, total: 0 });
    const prepared = await prepareRun(credits).catch((error: unknown) => void sayFailed(error));
    // Nothing was cleared yet: a refused plan or a Cancel while planning leaves the last run as it was.
    if (!prepared || signal.aborted) return void setRun({ phase, current, total });
    runs.start(session);
    await runPrepared(prepared, signal);
  }, session).finally(() => runs.drop(session));
}

/** The plan on screen when it is current; otherwise a new one (again while settings change meanwhile). */
async function currentPlan(credits: number) {
  if (planIsCurrent(credits)) return useRunStore.getState().plan.result;
  let result = await refreshPlan(credits);
  // A re-plan that a settings change started meanwhile aborts this one (planning stays on): plan again
  // with what is current rather than drop the click. Likewise when the layers or settings changed while
  // it planned (one-of-ones added or removed: each token must name an existing one).
  const stale = () => !planIsCurrent(credits);
  while ((result === null && useRunStore.getState().plan.planning) || (result !== null && stale())) result = await refreshPlan(credits);
  return result;
}

type PreparedRun = NonNullable<Awaited<ReturnType<typeof prepareRun>>>;

/** Plans the run and reads its layers; nothing (after saying why) when it cannot start. */
async function prepareRun(credits: number) {
  const {
    outputSize: size,
    pixelArt,
    mismatchFit,
    optimisePng,
    animationFrames,
    animationFps,
    animationFormat,
  } = useCombinerSettings.getState();
  const groups = useTraitGroupsStore.getState().groups;
  const animation = runAnimation(groups, { frames: animationFrames, fps: animationFps, format: animationFormat });
  // Before the plan: a browser that cannot encode the chosen video says so at once.
  const refusal = animation && (await runVideoRefusal(animation, sessionSize(size), groups));
  if (refusal) return void notify('error', refusal);
  const result = await currentPlan(credits);
  const { sizeError, creditLimited, valid, input } = useRunStore.getState().plan;
  if (sizeError) return void notify('error', sizeError);
  if (!result || !input) return;
  if (!result.ok) return void notify('error', `The plan cannot be made: ${result.problems.join(' ')}`);
  const plan = { count: result.rows.count, possible: valid?.count ?? 0 };
  const settings = generatorSettingsOf(useGeneratorSettings.getState());
  const { oneOfOnes } = settings;
  const tree = templatesSettingOf(useTemplatesStore.getState());
  const templates = hasTemplates(tree) ? tree : undefined;
  const { drawing, partIds } = runDrawing(groups, oneOfOnes.length > 0);
  // Always the uploads, scaled once per image in the workers: the working copies are lossy WebP, which
  // changed the pixels of a 250 px run (and doubled its PNGs). Older records may still resume from the
  // copies they were drawn from (resume.fromPreviews).
  const [layers, parts] = await Promise.all([layerBlobs(groups, false, oneOfOnes), storedBlobs(partIds, false)]);
  if (!layers || !parts) return void notify('error', IMAGES_MISSING);
  const fields: Omit<RunRecord, 'results' | 'complete'> = {
    count: plan.count,
    digits: unpackRows(result.rows),
    layers: layerValues(groups),
    oneOfOnes,
    plan: { counts: result.counts, settings, rarity: result.rarity, ...(templates && { templates }) },
    resume: {
      session: {
        size: sessionSize(size),
        pixelArt,
        fit: mismatchFit,
        optimise: optimisePng,
        drawing,
        ...(animation && { animation }),
      },
      fromPreviews: false,
      fileIds: runFileIds(groups, oneOfOnes),
      ...(parts.some((layer) => layer.length) && { partIds }),
    },
  };
  return { plan, creditLimited, images: { layers, parts }, fields };
}

async function runPrepared({ plan, creditLimited, images, fields }: PreparedRun, signal: AbortSignal): Promise<void> {
  if (creditLimited) {
    const limitNoticeId = notify(
      'warning',
      `Generation limited to ${plan.count} combinations due to available credits. Total possible combinations: ${plan.possible}`,
    );
    setRun({
      limitNoticeId,
      limitText: `Limited to ${plan.count} random combinations out of ${plan.possible} possible combinations.`,
    });
  } else setRun({ limitNoticeId: null, limitText: null });

  setRun({ phase: 'processing', current: 0, total: plan.count });
  let record: RunRecord;
  try {
    // Every row is kept before the first image, so an interrupted run can be resumed the same way.
    record = await beginRecord(fields);
  } catch (error) {
    sayFailed(error);
    return void setRun({ phase: 'error' });
  }
  if ((await runFromRecord(record, images, signal)) === 'cancelled') notify('info', cancelledMessage(madeCount(record), plan.count));
}
