// One result's PNG as a slice of its pack (nothing is read until it is used); shared by the export
// worker and the main thread's cards. `files` caches the pack snapshots of the caller.
import type { ResultLocation } from '../stored-image.ts';

export async function resultSlice(dir: FileSystemDirectoryHandle, files: Map<string, Promise<File>>, where: ResultLocation): Promise<Blob> {
  let file = files.get(where.pack);
  if (!file) files.set(where.pack, (file = dir.getFileHandle(where.pack).then((h) => h.getFile())));
  return (await file).slice(where.offset, where.offset + where.size, 'image/png');
}
