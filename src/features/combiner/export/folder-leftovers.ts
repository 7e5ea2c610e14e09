// Files in the picked folder that this export did not write (an earlier, larger export's 91.png and
// 91.json): named to the user, counted by no check, and removed only when the user asks.
import { fileNames } from './folder-access';

export interface Leftovers {
  root: FileSystemDirectoryHandle;
  /** Paths under the folder, such as `metadata/91.json`. */
  paths: string[];
}

/** Files of the given subfolders whose names this export did not write. */
export async function findLeftovers(
  root: FileSystemDirectoryHandle,
  written: ReadonlyMap<string, ReadonlySet<string>>,
): Promise<Leftovers> {
  const paths: string[] = [];
  for (const [dirName, names] of written) {
    const dir = await root.getDirectoryHandle(dirName);
    for (const name of await fileNames(dir)) if (!names.has(name)) paths.push(`${dirName}/${name}`);
  }
  return { root, paths: paths.sort((a, b) => a.localeCompare(b, undefined, { numeric: true })) };
}

export const leftoverProblem = (path: string) => `${path} was not written by this export (left over from an earlier one)`;

export async function removeLeftovers({ root, paths }: Leftovers): Promise<void> {
  for (const path of paths) {
    const [dirName, name] = path.split('/') as [string, string];
    await (await root.getDirectoryHandle(dirName)).removeEntry(name);
  }
}
