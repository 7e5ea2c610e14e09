// "Save to a folder": the target's layout and provenance.json written file by file straight into a folder
// the user picks (no zip, no pause between files), with progress and Cancel. The pre-flight runs first
// and its problems stop the export unless the artist chose "Export anyway"; a marker naming the files
// about to be created is written before the first of them, so an export that does not finish can be
// undone exactly (unfinished-folder.ts). Then the folder is checked (folder-check.ts).
import { PROGRESS_THROTTLE_MS } from '@/config/constants';
import * as exportLayout from '@core/export/export-layout';
import { imageSha256, provenanceText } from '@core/export/provenance';
import { setPreflight } from '@core/export/targets/preflight';
import { targetLayout, tokenImagePath } from '@core/export/targets/target-layout';
import { readAnimationFile, readResult } from '@/engine/result-store';
import { finishedRun } from '../run/finished-run';
import { setExport, useExportStore } from './export-store';
import { pickFolder, writeFileAt } from './folder-access';
import { baseUriRefusal, failedOutcome, refusedOutcome } from './outcome';
import { exportSet } from './export-set';
import { mapLimited } from '@shared/map-limited';
import { checkFolder } from './folder-check';
import { dropMarker, markerFor, writeMarker } from './folder-marker';
import { forgetFolder, rememberFolder, showUnfinished } from './unfinished-folder';

/** Files written at once: hides the round trip of each write without flooding the disk. */
const WRITES_IN_FLIGHT = 4;

export const cancelFolderExport = () =>
  useExportStore.getState().folderController?.abort(new DOMException('Export cancelled', 'AbortError'));

/** `anyway`: past the pre-flight's problems (the artist chose "Export anyway"); else they stop the export. */
export async function saveToFolder(pick: () => Promise<FileSystemDirectoryHandle> = pickFolder, anyway = false): Promise<void> {
  const run = finishedRun();
  if (!run || useExportStore.getState().busy) return;
  const { baseUri, bareMetadataNames, target } = useExportStore.getState();
  const refusal = baseUriRefusal(baseUri);
  if (refusal) return setExport({ outcome: refusal, leftovers: [], exportAnyway: null });
  const set = exportSet(run, baseUri, bareMetadataNames, target);
  const layout = targetLayout(
    set,
    Array.from({ length: run.count }, (_, i) => i + 1),
  );
  const { problems: preflight } = setPreflight(set, layout);
  if (preflight.length && !anyway)
    return setExport({ outcome: refusedOutcome(preflight), leftovers: [], exportAnyway: () => saveToFolder(pick, true) });
  let root: FileSystemDirectoryHandle;
  try {
    root = await pick();
  } catch {
    return; // The picker was closed: nothing to do.
  }
  const controller = new AbortController();
  // Writes under way when the export stops: awaited, so that the notice counts every file that landed.
  const inFlight = new Set<Promise<void>>();
  const write = (path: string, data: Blob | string) => {
    const writing = writeFileAt(root, path, data);
    inFlight.add(writing);
    void writing.then(
      () => inFlight.delete(writing),
      () => inFlight.delete(writing),
    );
    return writing;
  };
  setExport({
    busy: 'folder',
    folderCheck: null,
    outcome: null,
    leftovers: [],
    exportAnyway: null,
    unfinished: null,
    done: 0,
    total: layout.images.length,
    folderController: controller,
  });
  try {
    const paths = [...layout.images, ...layout.texts, ...layout.given].map((file) => file.path);
    await writeMarker(root, await markerFor(root, [...paths, exportLayout.PROVENANCE_JSON]));
    await rememberFolder(root);
    let done = 0;
    let shownAt = 0;
    const hashes = new Array<string>(run.count);
    await mapLimited(layout.images, WRITES_IN_FLIGHT, async ({ n, path, animation }) => {
      controller.signal.throwIfAborted();
      const png = await (animation ? readAnimationFile(run.results, n, animation) : readResult(run.results, n));
      if (!png) throw new Error(`image ${n} is not stored`);
      if (!animation) hashes[n - 1] ??= await imageSha256(png);
      await write(path, png);
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
        await write(path, data);
      },
    );
    const provenance = await provenanceText(hashes, tokenImagePath(layout), preflight);
    await writeFileAt(root, exportLayout.PROVENANCE_JSON, provenance);
    await dropMarker(root);
    await forgetFolder();
    setExport({ done: layout.images.length });
    await checkFolder(root, target, layout, preflight);
  } catch (error) {
    if (controller.signal.aborted)
      setExport({ outcome: { ok: false, text: 'Export cancelled: the folder holds the files written so far', problems: [] } });
    else {
      console.warn('Folder export failed', error);
      setExport({ outcome: failedOutcome('Saving to the folder', error) });
    }
    await Promise.allSettled([...inFlight]);
    await showUnfinished(root, controller.signal.aborted ? 'cancelled' : 'stopped').catch(() => undefined);
  } finally {
    setExport({ busy: null, folderController: null });
  }
}
