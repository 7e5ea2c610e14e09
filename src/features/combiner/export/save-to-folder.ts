// "Save to a folder": the Stargaze layout written file by file straight into a folder the user picks
// (no zip, no pause between files), with progress and Cancel; then the folder is read back and
// checked, so a leftover file of an earlier export is caught too.
import { PROGRESS_THROTTLE_MS } from '../../../config/constants';
import { metadataText, rarityText, settingsText, stargazeLayout, validateStargaze } from '../../../engine/engine';
import { readResult } from '../../../engine/result-store';
import { currentRun } from '../generation/run-record';
import { setExport, useExportStore } from './export-store';
import { fileNames, pickFolder, writeFile } from './folder-access';
import { checkedOutcome, failedOutcome } from './outcome';
import { stargazeSet } from './stargaze-set';
import { mapLimited } from '../../../../shared/map-limited';

/** Files written at once: hides the round trip of each write without flooding the disk. */
const WRITES_IN_FLIGHT = 4;
const { RARITY_CSV, SETTINGS_JSON, STARGAZE_IMAGES_DIR, STARGAZE_METADATA_DIR, stargazeImageName, stargazeMetadataName } = stargazeLayout;

let running: AbortController | null = null;

export const cancelFolderExport = () => running?.abort(new DOMException('Export cancelled', 'AbortError'));

export async function saveToFolder(pick: () => Promise<FileSystemDirectoryHandle> = pickFolder): Promise<void> {
  const run = currentRun();
  if (!run || useExportStore.getState().busy) return;
  let root: FileSystemDirectoryHandle;
  try {
    root = await pick();
  } catch {
    return; // The picker was closed: nothing to do.
  }
  const controller = (running = new AbortController());
  const set = stargazeSet(run, useExportStore.getState().baseUri);
  setExport({ busy: 'folder', outcome: null, done: 0, total: run.count });
  try {
    const images = await root.getDirectoryHandle(STARGAZE_IMAGES_DIR, { create: true });
    const metadata = await root.getDirectoryHandle(STARGAZE_METADATA_DIR, { create: true });
    const written = new Map<string, string>();
    let done = 0;
    let shownAt = 0;
    const numbers = Array.from({ length: run.count }, (_, i) => i + 1);
    await mapLimited(numbers, WRITES_IN_FLIGHT, async (n) => {
      controller.signal.throwIfAborted();
      const png = await readResult(run.results, n);
      if (!png) throw new Error(`image ${n} is not stored`);
      const text = metadataText(set, n);
      written.set(stargazeMetadataName(n), text);
      await Promise.all([writeFile(images, stargazeImageName(n), png), writeFile(metadata, stargazeMetadataName(n), text)]);
      done++;
      if (performance.now() - shownAt < PROGRESS_THROTTLE_MS) return;
      shownAt = performance.now();
      setExport({ done });
    });
    await writeFile(root, RARITY_CSV, rarityText(set));
    await writeFile(root, SETTINGS_JSON, settingsText(set));
    setExport({ done: run.count });
    const assetNames = await fileNames(images);
    const metadataNames = await fileNames(metadata);
    const texts = await Promise.all(
      metadataNames.map(async (name) => ({
        name,
        text: written.get(name) ?? (await (await (await metadata.getFileHandle(name)).getFile()).text()),
      })),
    );
    setExport({ outcome: checkedOutcome(assetNames.length, metadataNames.length, validateStargaze(assetNames, texts)) });
  } catch (error) {
    if (controller.signal.aborted)
      setExport({ outcome: { ok: false, text: 'Export cancelled: the folder holds the files written so far', problems: [] } });
    else {
      console.warn('Folder export failed', error);
      setExport({ outcome: failedOutcome('Saving to the folder', error) });
    }
  } finally {
    running = null;
    setExport({ busy: null });
  }
}
