// The two batch exports, each built in a worker one zip at a time: the next zip is built while the
// previous one downloads and the 1 s pause runs, and each is released once handed to the browser.
import { IMAGE_ZIP_BATCH, METADATA_ZIP_BATCH, METADATA_ZIP_LEVEL } from '@/config/constants';
import { imageZipInWorker, metadataZipInWorker } from '@/engine/engine';
import { batchesOf, imageZipName, metadataZipName } from '@core/export/batches';
import { RESULTS_DIR } from '@/engine/result-store';
import { zipEntries } from '@/engine/result-index';
import { notify } from '@/components/ui/notification-store';
import { useCombinerSettings } from '../stores/combiner-settings-store';
import { downloadBlob } from '@/lib/download';
import { pauseBetweenDownloads } from './download-pause';
import { GENERATION_FAILED, METADATA_FAILED } from '../combiner-messages';
import { finishedRun, type FinishedRun } from '../run/finished-run';
import { setExport } from './export-store';
import { metadataCollection, setRanks } from '../metadata/metadata-collection';
import { requireCollectionName } from '../stores/collection-name';

type Batch = ReturnType<typeof batchesOf>[number];

async function downloadInBatches(batches: Batch[], build: (b: Batch) => Promise<Blob>, name: (b: Batch) => string) {
  const start = (b: Batch | undefined) => {
    if (!b) return null;
    const zip = build(b);
    zip.catch(() => undefined);
    return zip;
  };
  let next = start(batches[0]);
  for (const [i, batch] of batches.entries()) {
    const zip = await next!;
    next = start(batches[i + 1]);
    downloadBlob(zip, name(batch));
    if (i < batches.length - 1) await pauseBetweenDownloads();
  }
}

function requireRun(): FinishedRun | null {
  const run = finishedRun();
  if (!run) notify('warning', 'Please generate NFT files first');
  return run;
}

export async function downloadImageZips(): Promise<void> {
  const run = requireRun();
  if (!run) return;
  setExport({ imageZipsBusy: true });
  try {
    await downloadInBatches(
      batchesOf(run.count, IMAGE_ZIP_BATCH),
      (b) => imageZipInWorker(RESULTS_DIR, zipEntries(run.results, b.numbers)),
      imageZipName,
    );
  } catch (error) {
    console.warn('Image export failed', error);
    notify('error', GENERATION_FAILED);
  } finally {
    setExport({ imageZipsBusy: false });
  }
}

export async function downloadMetadataZips(): Promise<void> {
  const run = requireRun();
  if (!run || !requireCollectionName()) return;
  const { metadataFormat } = useCombinerSettings.getState();
  setExport({ metadataZipsBusy: true });
  try {
    // A metadata zip is a few kB, so copying it into a Blob here stays short.
    const collection = metadataCollection();
    const ranked = setRanks(collection, run);
    const build = async (b: Batch) => {
      const bytes = await metadataZipInWorker({
        collection,
        layers: run.layers,
        jobs: b.numbers.map((n) => ({ n, digits: run.digits[n - 1]! })),
        level: METADATA_ZIP_LEVEL,
        oneOfOnes: run.oneOfOnes,
        format: metadataFormat,
        ranked,
      });
      return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' });
    };
    await downloadInBatches(batchesOf(run.count, METADATA_ZIP_BATCH), build, metadataZipName);
  } catch (error) {
    console.warn('Metadata export failed', error);
    notify('error', METADATA_FAILED);
  } finally {
    setExport({ metadataZipsBusy: false });
  }
}
