// The files of a dropped folder with their paths, read through the browser's entries API (a drop
// gives folders only as entries); a picked folder (<input webkitdirectory>) gives them as files with
// a relative path.
import type { TreeFile } from './layer-tree';

const readBatch = (reader: FileSystemDirectoryReader) =>
  new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));

async function walk(entry: FileSystemEntry, out: TreeFile[]): Promise<void> {
  if (entry.isFile) {
    const file = await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject));
    out.push({ path: entry.fullPath.replace(/^\//, ''), file });
    return;
  }
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  // readEntries answers in batches (100 in Chromium) until an empty one.
  for (let batch = await readBatch(reader); batch.length; batch = await readBatch(reader))
    for (const child of batch) await walk(child, out);
}

export async function droppedTree(items: DataTransferItemList): Promise<TreeFile[]> {
  // Entries must be taken before the first await: the list empties when the drop handler returns.
  const entries = Array.from({ length: items.length }, (_, i) => items[i]!.webkitGetAsEntry()).filter(
    (e): e is FileSystemEntry => e !== null,
  );
  const out: TreeFile[] = [];
  for (const entry of entries) await walk(entry, out);
  return out;
}

export const pickedTree = (files: readonly File[]): TreeFile[] =>
  files.map((file) => ({ path: file.webkitRelativePath || file.name, file }));
