// "Resume generation (k of N made)": after a reload, a closed tab or a crash, the stored record is the
// same run started again (run-from-record.ts): it makes the missing images from the same rows with the
// same layers and settings, so the finished set is the one an uninterrupted run makes.
import { notify } from '@/components/ui/notification-store';
import { getRun } from '../stores/image-db';
import { recordImages } from './layer-sources';
import { madeCount } from './record-keeping';
import type { RunRecord } from './run-record';
import { holdingTheRun, runFromRecord, runUnderWay } from './run-from-record';
import { setRun } from './run-store';

/** On load: an interrupted run is offered for resuming. */
export async function findInterruptedRun(): Promise<void> {
  const stored = await getRun<RunRecord>().catch(() => undefined);
  if (stored?.results && stored.complete === false && stored.resume)
    setRun({ resumable: { made: madeCount(stored), total: stored.count } });
}

export async function resumeRun(): Promise<void> {
  if (runUnderWay()) return;
  const record = await getRun<RunRecord>().catch(() => undefined);
  if (!record?.resume || record.complete !== false) return void setRun({ resumable: null });
  const images = await recordImages(record);
  if (!images) {
    notify('error', 'The layers changed since this run started, so it cannot be resumed. Generate again.');
    return;
  }
  await holdingTheRun((signal) => runFromRecord(record, images, signal));
}
