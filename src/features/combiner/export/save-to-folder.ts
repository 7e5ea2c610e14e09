// "Save to a folder": the Stargaze layout written file by file straight into a folder the user picks
// (no zip, no pause between files), with progress and Cancel; then the folder is listed: the checks
// count only what this export wrote, and any other file there (an earlier export's) is named, with an
// offer to remove it. Nothing is deleted unless the user asks.
import { PROGRESS_THROTTLE_MS } from '../../../config/constants';
import {
  imageSha256,
  metadataText,
  provenanceText,
  rarityText,
  settingsText,
  stargazeLayout,
  validateStargaze,
} from '../../../engine/engine';
import { readResult } from '../../../engine/result-store';
import { finishedRun } from '../run/finished-run';
import { setExport, useExportStore, type FolderCheck } from './export-store';
import { fileNames, pickFolder, writeFile } from './folder-access';
import { findLeftovers, leftoverProblem, removeLeftovers } from './folder-leftovers';
import { baseUriRefusal, checkedOutcome, failedOutcome } from './outcome';
import { stargazeSet } from './stargaze-set';
import { mapLimited } from '../../../../shared/map-limited';

/** Files written at once: hides the round trip of each write without flooding the disk. */
const WRITES_IN_FLIGHT = 4;
const { PROVENANCE_JSON, RARITY_CSV, SETTINGS_JSON, STARGAZE_IMAGES_DIR, STARGAZE_METADATA_DIR, stargazeImageName, stargazeMetadataName } =
  stargazeLayout;

export const cancelFolderExport = () =>
  useExportStore.getState().folderController?.abort(new DOMException('Export cancelled', 'AbortError'));

function showCheck(check: FolderCheck) {
  const problems = [...check.problems, ...check.leftovers.paths.map(leftoverProblem)];
  setExport({ folderCheck: check, outcome: checkedOutcome(check.images, check.metadata, problems), leftovers: check.leftovers.paths });
}

/** Removes the leftover files the last folder export named (the user asked), then shows its check again. */
export async function removeFolderLeftovers(): Promise<void> {
  const { folderCheck, busy } = useExportStore.getState();
  if (!folderCheck || busy) return;
  try {
    await removeLeftovers(folderCheck.leftovers);
    showCheck({ ...folderCheck, leftovers: { ...folderCheck.leftovers, paths: [] } });
  } catch (error) {
    setExport({ outcome: failedOutcome('Removing the leftover files', error) });
  }
}

export async function saveToFolder(pick: () => Promise<FileSystemDirectoryHandle> = pickFolder): Promise<void> {
  const run = finishedRun();
  if (!run || useExportStore.getState().busy) return;
  const refusal = baseUriRefusal(useExportStore.getState().baseUri);
  if (refusal) return setExport({ outcome: refusal, leftovers: [] });
  let root: FileSystemDirectoryHandle;
  try {
    root = await pick();
  } catch {
    return; // The picker was closed: nothing to do.
  }
  const controller = new AbortController();
  const { baseUri, bareMetadataNames } = useExportStore.getState();
  const set = stargazeSet(run, baseUri, bareMetadataNames);
  setExport({ busy: 'folder', folderCheck: null, outcome: null, leftovers: [], done: 0, total: run.count, folderController: controller });
  try {
    const images = await root.getDirectoryHandle(STARGAZE_IMAGES_DIR, { create: true });
    const metadata = await root.getDirectoryHandle(STARGAZE_METADATA_DIR, { create: true });
    const written = new Map<string, string>();
    const hashes = new Array<string>(run.count);
    let done = 0;
    let shownAt = 0;
    const numbers = Array.from({ length: run.count }, (_, i) => i + 1);
    await mapLimited(numbers, WRITES_IN_FLIGHT, async (n) => {
      controller.signal.throwIfAborted();
      const png = await readResult(run.results, n);
      if (!png) throw new Error(`image ${n} is not stored`);
      hashes[n - 1] = await imageSha256(png);
      const text = metadataText(set, n);
      written.set(stargazeMetadataName(n, set.bareMetadataNames), text);
      await Promise.all([
        writeFile(images, stargazeImageName(n), png),
        writeFile(metadata, stargazeMetadataName(n, set.bareMetadataNames), text),
      ]);
      done++;
      if (performance.now() - shownAt < PROGRESS_THROTTLE_MS) return;
      shownAt = performance.now();
      setExport({ done });
    });
    await writeFile(root, RARITY_CSV, rarityText(set));
    await writeFile(root, SETTINGS_JSON, settingsText(set));
    await writeFile(root, PROVENANCE_JSON, await provenanceText(hashes));
    setExport({ done: run.count });
    // What the folder lists of this export's own names is what the checks see.
    const imageNames = new Set(numbers.map(stargazeImageName));
    const assetNames = (await fileNames(images)).filter((name) => imageNames.has(name));
    const texts = (await fileNames(metadata)).flatMap((name) => (written.has(name) ? [{ name, text: written.get(name)! }] : []));
    const leftovers = await findLeftovers(
      root,
      new Map([
        [STARGAZE_IMAGES_DIR, imageNames],
        [STARGAZE_METADATA_DIR, new Set(written.keys())],
      ]),
    );
    showCheck({ images: assetNames.length, metadata: texts.length, problems: validateStargaze(assetNames, texts), leftovers });
  } catch (error) {
    if (controller.signal.aborted)
      setExport({ outcome: { ok: false, text: 'Export cancelled: the folder holds the files written so far', problems: [] } });
    else {
      console.warn('Folder export failed', error);
      setExport({ outcome: failedOutcome('Saving to the folder', error) });
    }
  } finally {
    setExport({ busy: null, folderController: null });
  }
}
