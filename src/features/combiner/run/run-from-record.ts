// The one way a run makes its images, whether Generate has just begun its record or Resume read it back
// after a reload: the record says what is left to make, and the screen follows the same phases.
import { notify } from '@/components/ui/notification-store';
import { GENERATION_FAILED } from '../combiner-messages';
import { composeRecorded } from './compose-recorded';
import { madeCount } from './record-keeping';
import type { RunImages, RunRecord } from './run-record';
import { setRun, useRunStore } from './run-store';
import { runs, type RunCaches } from './run-session';
import type { Session } from './session';

export type RunOutcome = 'done' | 'cancelled' | 'failed';

/** Cancel: the run under way (fresh or resumed) stops and is discarded. */
export const cancelGeneration = () => runs.cancel(new DOMException('Generation cancelled', 'AbortError'));

/** True while a run plans or makes images: a second Generate or Resume waits for it. */
export const runUnderWay = () => runs.busy || useRunStore.getState().phase === 'processing';

/** Holds the screen for `work`, as work of the run's `session` (Cancel aborts it), and lets it go however it ends. */
export const holdingTheRun = <T>(work: (signal: AbortSignal) => Promise<T>, session: Session<RunCaches> = runs.current): Promise<T> =>
  session.run(work);

export function sayFailed(error: unknown): void {
  console.warn('Generation failed', error);
  notify('error', GENERATION_FAILED);
}

/** Makes the record's missing images from `images`; the store ends 'done', 'idle' (cancelled) or 'error'. */
export async function runFromRecord(record: RunRecord, images: RunImages, signal: AbortSignal): Promise<RunOutcome> {
  setRun({ phase: 'processing', current: madeCount(record), total: record.count });
  try {
    await composeRecorded(record, images, signal, (made) => setRun({ current: made }));
    useRunStore.setState((s) => ({ phase: 'done', current: record.count, runId: s.runId + 1 }));
    return 'done';
  } catch (error) {
    if (signal.aborted && signal.reason === error) {
      setRun({ phase: 'idle', current: 0 });
      return 'cancelled';
    }
    sayFailed(error);
    setRun({ phase: 'error' });
    return 'failed';
  }
}
