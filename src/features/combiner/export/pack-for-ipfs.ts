// "Pack for IPFS": the set as two CAR files made in a worker, the images' root computed first so every
// metadata `image` already holds its final address; the screen then shows both roots and the base token
// URI for the minter, before anything is uploaded.
import { RESULTS_DIR } from '@/engine/result-store';
import { zipEntries } from '@/engine/result-index';
import { ipfsPackInWorker } from '@/engine/engine';
import { finishedRun } from '../run/finished-run';
import { setExport, useExportStore } from './export-store';
import { pickFolder } from './folder-access';
import { failedOutcome } from './outcome';
import { stargazeSet } from './stargaze-set';

export async function packForIpfs(pick?: () => Promise<FileSystemDirectoryHandle>): Promise<void> {
  const run = finishedRun();
  if (!run || useExportStore.getState().busy) return;
  let folder: FileSystemDirectoryHandle | undefined;
  if (pick)
    try {
      folder = await pick();
    } catch {
      return; // The picker was closed: nothing to do.
    }
  setExport({ busy: 'ipfs', outcome: null, leftovers: [], ipfs: null, done: 0, total: run.count });
  try {
    const images = zipEntries(
      run.results,
      Array.from({ length: run.count }, (_, i) => i + 1),
    );
    const pack = await ipfsPackInWorker({ ...stargazeSet(run, ''), resultsDir: RESULTS_DIR, images, folder });
    const ready = `Ready for IPFS: ${pack.images} images, ${pack.metadata} metadata files`;
    setExport({
      ipfs: pack,
      outcome: pack.problems.length
        ? { ok: false, text: `Not ready for IPFS: ${pack.problems.length} problems`, problems: pack.problems }
        : { ok: true, text: ready, problems: [] },
    });
  } catch (error) {
    console.warn('Packing for IPFS failed', error);
    setExport({ outcome: failedOutcome('Packing for IPFS', error) });
  } finally {
    setExport({ busy: null });
  }
}

export const packIntoFolder = () => packForIpfs(pickFolder);
