// "Download one zip": the target's whole layout as a single download, built in a worker from the
// stored results (its image parts stay on disk) and checked before it leaves.
import { RESULTS_DIR } from '@/engine/result-store';
import { zipEntries } from '@/engine/result-index';
import { stargazeZipInWorker } from '@/engine/engine';
import { targetZipName } from '@core/export/targets/target-layout';
import { type StoredImage } from '@core/protocol';
import { downloadUrl } from '@/lib/download';
import { finishedRun } from '../run/finished-run';
import { useCombinerSettings } from '../stores/combiner-settings-store';
import { setExport, useExportStore } from './export-store';
import { baseUriRefusal, checkedOutcome, failedOutcome } from './outcome';
import { stargazeSet } from './stargaze-set';

export async function downloadOneZip(): Promise<void> {
  const run = finishedRun();
  if (!run || useExportStore.getState().busy) return;
  const refusal = baseUriRefusal(useExportStore.getState().baseUri);
  if (refusal) return setExport({ outcome: refusal, leftovers: [] });
  setExport({ busy: 'zip', outcome: null, leftovers: [], done: 0, total: run.count });
  try {
    // Each PNG's CRC-32 comes from the result index, so the worker never reads an image back.
    const images: StoredImage[] = zipEntries(
      run.results,
      Array.from({ length: run.count }, (_, i) => i + 1),
    );
    const { baseUri, bareMetadataNames, target } = useExportStore.getState();
    const set = stargazeSet(run, baseUri, bareMetadataNames, target);
    const result = await stargazeZipInWorker({ ...set, resultsDir: RESULTS_DIR, images });
    downloadUrl(result.zipUrl, targetZipName(set, useCombinerSettings.getState().name));
    setExport({ outcome: checkedOutcome(target, result.images, result.metadata, result.problems), done: run.count });
  } catch (error) {
    console.warn('Stargaze zip failed', error);
    setExport({ outcome: failedOutcome('The zip', error) });
  } finally {
    setExport({ busy: null });
  }
}
