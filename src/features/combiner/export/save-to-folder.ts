// "Save to a folder": the target's layout and provenance.json written file by file straight into a folder the user picks
// (no zip, no pause between files), with progress and Cancel; then the folder is listed: the target's
// check counts only what this export wrote, and any other file there (an earlier export's) is named,
// with an offer to remove it. Nothing is deleted unless the user asks.
import { PROGRESS_THROTTLE_MS } from '@/config/constants';
import * as stargazeLayout from '@core/export/stargaze-layout';
import { checkTarget, type ListedFile } from '@core/export/targets/check-target';
import { imageSha256, provenanceText } from '@core/export/provenance';
import { targetLayout, tokenImagePath } from '@core/export/targets/target-layout';
import { readResult } from '@/engine/result-store';
import { finishedRun } from '../run/finished-run';
import { setExport, useExportStore, type FolderCheck } from './export-store';
import { fileNames, pickFolder, writeFileAt } from './folder-access';
import { findLeftovers, leftoverProblem, removeLeftovers } from './folder-leftovers';
import { baseUriRefusal, checkedOutcome, failedOutcome } from './outcome';
import { stargazeSet } from './stargaze-set';
import { mapLimited } from '@shared/map-limited';

/** Files written at once: hides the round trip of each write without flooding the disk. */
const WRITES_IN_FLIGHT = 4;

export const cancelFolderExport = () =>
  useExportStore.getState().folderController?.abort(new DOMException('Export cancelled', 'AbortError'));

function showCheck(check: FolderCheck) {
  const problems = [...check.problems, ...check.leftovers.paths.map(leftoverProblem)];
  setExport({
    folderCheck: check,
    outcome: checkedOutcome(check.target, check.images, check.metadata, problems),
    leftovers: check.leftovers.paths,
  });
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

/** The folder's files of the layout's folders that this export wrote, with the texts it wrote. */
async function writtenFiles(
  root: FileSystemDirectoryHandle,
  dirs: readonly string[],
  texts: ReadonlyMap<string, string>,
  images: ReadonlySet<string>,
) {
  const found: ListedFile[] = [];
  for (const dir of dirs)
    for (const name of await fileNames(await root.getDirectoryHandle(dir))) {
      const path = `${dir}/${name}`;
      if (images.has(path)) found.push({ path });
      else if (texts.has(path)) found.push({ path, text: texts.get(path)! });
    }
  return found;
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
  const { baseUri, bareMetadataNames, target } = useExportStore.getState();
  const layout = targetLayout(
    stargazeSet(run, baseUri, bareMetadataNames, target),
    Array.from({ length: run.count }, (_, i) => i + 1),
  );
  setExport({
    busy: 'folder',
    folderCheck: null,
    outcome: null,
    leftovers: [],
    done: 0,
    total: layout.images.length,
    folderController: controller,
  });
  try {
    let done = 0;
    let shownAt = 0;
    const hashes = new Array<string>(run.count);
    await mapLimited(layout.images, WRITES_IN_FLIGHT, async ({ n, path }) => {
      controller.signal.throwIfAborted();
      const png = await readResult(run.results, n);
      if (!png) throw new Error(`image ${n} is not stored`);
      hashes[n - 1] ??= await imageSha256(png);
      await writeFileAt(root, path, png);
      done++;
      if (performance.now() - shownAt < PROGRESS_THROTTLE_MS) return;
      shownAt = performance.now();
      setExport({ done });
    });
    await mapLimited(
      [
        ...layout.texts.map(({ path, text }) => ({ path, data: text })),
        ...layout.given.map(({ path, bytes }) => ({ path, data: new Blob([bytes]) })),
      ],
      WRITES_IN_FLIGHT,
      async ({ path, data }) => {
        controller.signal.throwIfAborted();
        await writeFileAt(root, path, data);
      },
    );
    await writeFileAt(root, stargazeLayout.PROVENANCE_JSON, await provenanceText(hashes, tokenImagePath(layout)));
    setExport({ done: layout.images.length });
    // What the folder lists of this export's own paths is what the check sees.
    const texts = new Map(layout.texts.map((file) => [file.path, file.text]));
    // The cover counts like an image: its path only.
    const images = new Set([...layout.images, ...layout.given].map((file) => file.path));
    const check = checkTarget(target, await writtenFiles(root, layout.dirs, texts, images));
    const inDir = (dir: string) =>
      new Set([...images, ...texts.keys()].filter((path) => path.startsWith(`${dir}/`)).map((path) => path.slice(dir.length + 1)));
    const leftovers = await findLeftovers(root, new Map(layout.dirs.map((dir) => [dir, inDir(dir)])));
    showCheck({ target, ...check, leftovers });
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
