// Generated images live in the origin-private file system, written by the worker that made them: the
// main thread never holds them, and they outlive a reload until the next run replaces them. Each
// compose worker appends its PNGs to one pack file through one sync access handle for its whole
// session: creating a file and a handle per image cost more than the write, and the handle creation
// now and then never settled.
export async function resultsDirectory(name: string): Promise<FileSystemDirectoryHandle> {
  const root = await navigator.storage.getDirectory();
  return root.getDirectoryHandle(name, { create: true });
}

export class ResultPack {
  private end = 0;

  private constructor(private readonly handle: FileSystemSyncAccessHandle) {}

  static async open(dir: FileSystemDirectoryHandle, name: string): Promise<ResultPack> {
    const handle = await (await dir.getFileHandle(name, { create: true })).createSyncAccessHandle();
    handle.truncate(0);
    return new ResultPack(handle);
  }

  /** Writes the bytes after the previous ones; returns where they start. */
  append(bytes: Uint8Array): number {
    const at = this.end;
    this.end += bytes.byteLength;
    // No flush(): close() persists, and a forced sync per image costs more than the write.
    this.handle.write(bytes, { at });
    return at;
  }

  close(): void {
    this.handle.close();
  }
}
