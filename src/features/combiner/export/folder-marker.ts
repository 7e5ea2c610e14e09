// An unfinished folder export's marker: before its first file, a folder export writes into the picked
// folder the paths it is about to create (those that were not there before it began), so that after a
// Cancel, a failure or a reload exactly those can be removed: a file that was already there (an earlier
// export's, or anyone's) is never among them, even where this export wrote over it.
import { fileNames, writeFileAt } from './folder-access';

export const FOLDER_MARKER = 'traitforge-unfinished-export.json';

export interface FolderMarker {
  /** Files this export creates, such as `images/1.png`. */
  files: string[];
  /** Folders this export creates, removed with its files when they are left empty. */
  dirs: string[];
}

async function dirOf(root: FileSystemDirectoryHandle, path: string): Promise<FileSystemDirectoryHandle | null> {
  let dir = root;
  for (const part of path.split('/').slice(0, -1).filter(Boolean))
    try {
      dir = await dir.getDirectoryHandle(part);
    } catch {
      return null;
    }
  return dir;
}

/** The paths of `paths` not in the folder yet, and their folders not there yet. */
export async function markerFor(root: FileSystemDirectoryHandle, paths: readonly string[]): Promise<FolderMarker> {
  const folders = [...new Set(paths.map((path) => path.split('/').slice(0, -1).join('/')))];
  const present = new Map<string, Set<string> | null>();
  for (const folder of folders) {
    const dir = await dirOf(root, `${folder}/x`);
    present.set(folder, dir ? new Set(await fileNames(dir)) : null);
  }
  const files = paths.filter((path) => {
    const parts = path.split('/');
    return !present.get(parts.slice(0, -1).join('/'))?.has(parts.at(-1)!);
  });
  return { files, dirs: folders.filter((folder) => folder && present.get(folder) === null) };
}

export const writeMarker = (root: FileSystemDirectoryHandle, marker: FolderMarker) =>
  writeFileAt(root, FOLDER_MARKER, `${JSON.stringify(marker)}\n`);

export async function readMarker(root: FileSystemDirectoryHandle): Promise<FolderMarker | null> {
  try {
    const parsed = JSON.parse(await (await (await root.getFileHandle(FOLDER_MARKER)).getFile()).text()) as Partial<FolderMarker>;
    return Array.isArray(parsed.files) && Array.isArray(parsed.dirs) ? { files: parsed.files, dirs: parsed.dirs } : null;
  } catch {
    return null;
  }
}

/** The marker's files that are in the folder now: what the unfinished export wrote. */
export async function writtenOf(root: FileSystemDirectoryHandle, marker: FolderMarker): Promise<string[]> {
  const written: string[] = [];
  for (const path of marker.files) {
    const dir = await dirOf(root, path);
    if (
      dir &&
      (await dir.getFileHandle(path.split('/').at(-1)!).then(
        () => true,
        () => false,
      ))
    )
      written.push(path);
  }
  return written;
}

/** Removes what the marker names (files, then its folders where left empty) and the marker itself. */
export async function removeMarked(root: FileSystemDirectoryHandle, marker: FolderMarker): Promise<number> {
  const written = await writtenOf(root, marker);
  for (const path of written) await (await dirOf(root, path))!.removeEntry(path.split('/').at(-1)!);
  for (const folder of [...marker.dirs].sort((a, b) => b.length - a.length)) {
    const parent = await dirOf(root, folder);
    // removeEntry without `recursive` refuses a folder that is not empty: someone else's file stays.
    await parent?.removeEntry(folder.split('/').at(-1)!).catch(() => undefined);
  }
  await root.removeEntry(FOLDER_MARKER).catch(() => undefined);
  return written.length;
}

export const dropMarker = (root: FileSystemDirectoryHandle) => root.removeEntry(FOLDER_MARKER).catch(() => undefined);
