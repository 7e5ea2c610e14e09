// What a finished folder export shows: the folder listed, the target's check counting only the files this
// export wrote, and any other file of its folders (an earlier export's) named, with the offer to remove it.
import { checkTarget, type ListedFile } from '@core/export/targets/check-target';
import type { TargetLayout } from '@core/export/targets/target-layout';
import type { LaunchTargetId } from '@shared/launch-targets';
import { setExport, useExportStore, type FolderCheck } from './export-store';
import { fileNames } from './folder-access';
import { findLeftovers, leftoverProblem, removeLeftovers } from './folder-leftovers';
import { checkedOutcome, failedOutcome } from './outcome';

export function showCheck(check: FolderCheck) {
  const problems = [...check.problems, ...check.leftovers.paths.map(leftoverProblem)];
  setExport({
    folderCheck: check,
    outcome: checkedOutcome(check.target, check.images, check.metadata, problems, check.exportedAnyway),
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

/** The folder's files of the layout's folders (and its top, for Sugar's config.json) that this export wrote, with their texts. */
async function writtenFiles(root: FileSystemDirectoryHandle, layout: TargetLayout): Promise<ListedFile[]> {
  const texts = new Map(layout.texts.map((file) => [file.path, file.text]));
  // The cover counts like an image: its path only.
  const images = new Set([...layout.images, ...layout.given].map((file) => file.path));
  const found: ListedFile[] = [];
  for (const dir of ['', ...layout.dirs])
    for (const name of await fileNames(dir ? await root.getDirectoryHandle(dir) : root)) {
      const path = dir ? `${dir}/${name}` : name;
      if (images.has(path)) found.push({ path });
      else if (texts.has(path)) found.push({ path, text: texts.get(path)! });
    }
  return found;
}

/** Lists the folder and shows the target's check of what this export wrote there, and what else is there. */
export async function checkFolder(
  root: FileSystemDirectoryHandle,
  target: LaunchTargetId,
  layout: TargetLayout,
  exportedAnyway: string[],
): Promise<void> {
  const check = checkTarget(target, await writtenFiles(root, layout));
  const paths = [...layout.images, ...layout.given, ...layout.texts].map((file) => file.path);
  const inDir = (dir: string) => new Set(paths.filter((path) => path.startsWith(`${dir}/`)).map((path) => path.slice(dir.length + 1)));
  const leftovers = await findLeftovers(root, new Map(layout.dirs.map((dir) => [dir, inDir(dir)])));
  showCheck({ target, ...check, leftovers, exportedAnyway });
}
