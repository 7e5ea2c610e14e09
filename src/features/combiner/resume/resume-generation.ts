// "Resume generation (k of N made)": after a reload, a closed tab or a crash, the stored run makes its
// missing images from the same rows with the same layers and settings, so the finished set is the one
// an uninterrupted run makes.
import { notify } from '../../../components/ui/notification-store';
import { getRun } from '../stores/image-db';
import { setGeneration, useGenerationStore } from '../stores/generation-store';
import { useTraitGroupsStore } from '../stores/trait-groups-store';
import { layerBlobs, runFileIds } from '../generation/layer-sources';
import type { RunRecord } from '../generation/run-record';
import { composeRecorded, madeCount } from './recorded-compose';
import { clearResumeOffer, offerResume } from './resume-store';
import { GENERATION_FAILED } from '../generation/combiner-messages';

let running: AbortController | null = null;

export const cancelResume = () => running?.abort(new DOMException('Generation cancelled', 'AbortError'));

/** On load: an interrupted run is offered for resuming. */
export async function findInterruptedRun(): Promise<void> {
  const stored = await getRun<RunRecord>().catch(() => undefined);
  if (stored?.results && stored.complete === false && stored.resume) offerResume(madeCount(stored), stored.count);
}

const sameLayers = (record: RunRecord) => {
  const now = runFileIds(useTraitGroupsStore.getState().groups, record.oneOfOnes);
  return JSON.stringify(now) === JSON.stringify(record.resume!.fileIds);
};

export async function resumeGeneration(): Promise<void> {
  if (running || useGenerationStore.getState().status === 'processing') return;
  const record = await getRun<RunRecord>().catch(() => undefined);
  if (!record?.resume || record.complete !== false) return clearResumeOffer();
  const layers = sameLayers(record)
    ? await layerBlobs(useTraitGroupsStore.getState().groups, record.resume.fromPreviews, record.oneOfOnes)
    : null;
  if (!layers) {
    notify('error', 'The layers changed since this run started, so it cannot be resumed. Generate again.');
    return;
  }
  const controller = (running = new AbortController());
  setGeneration({ status: 'processing', current: madeCount(record), total: record.count, resultCount: 0 });
  try {
    await composeRecorded(record, layers, controller.signal, (made) => setGeneration({ current: made }));
    setGeneration({ status: 'done', current: record.count, resultCount: record.count, runId: useGenerationStore.getState().runId + 1 });
  } catch (error) {
    if (controller.signal.aborted && controller.signal.reason === error) setGeneration({ status: 'idle', current: 0 });
    else {
      console.warn('Resumed generation failed', error);
      notify('error', GENERATION_FAILED);
      setGeneration({ status: 'error' });
    }
  } finally {
    running = null;
  }
}
