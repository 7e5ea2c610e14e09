// Generated images live in the origin-private file system, written by the worker that made them: the
// main thread never holds them, and they outlive a reload until the next run replaces them.
import { resultFileName } from '../export/batches.ts';

export async function resultsDirectory(name: string): Promise<FileSystemDirectoryHandle> {
  const root = await navigator.storage.getDirectory();
  return root.getDirectoryHandle(name, { create: true });
}

export async function writeResult(dir: FileSystemDirectoryHandle, n: number, blob: Blob): Promise<void> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const handle = await (await dir.getFileHandle(resultFileName(n), { create: true })).createSyncAccessHandle();
  try {
    handle.truncate(0);
    // No flush(): close() persists, and a forced sync per image costs more than the write.
    handle.write(bytes, { at: 0 });
  } finally {
    handle.close();
  }
}

export async function readResult(dir: FileSystemDirectoryHandle, n: number): Promise<Uint8Array> {
  const file = await (await dir.getFileHandle(resultFileName(n))).getFile();
  return new Uint8Array(await file.arrayBuffer());
}
