// The File System Access API's folder picker and the few handle calls TypeScript's DOM types lack.
interface PickerOptions {
  id?: string;
  mode?: 'read' | 'readwrite';
}

type DirectoryPicker = (options?: PickerOptions) => Promise<FileSystemDirectoryHandle>;

export const pickerOf = (scope: unknown) => (scope as { showDirectoryPicker?: DirectoryPicker }).showDirectoryPicker;

export const canSaveToFolder = () => typeof pickerOf(window) === 'function';

export const pickFolder = () => pickerOf(window)!({ id: 'stargaze-export', mode: 'readwrite' });

export async function fileNames(dir: FileSystemDirectoryHandle): Promise<string[]> {
  const names: string[] = [];
  for await (const [name, handle] of (dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries())
    if (handle.kind === 'file') names.push(name);
  return names;
}

async function writeFile(dir: FileSystemDirectoryHandle, name: string, data: Blob | string): Promise<void> {
  const writable = await (await dir.getFileHandle(name, { create: true })).createWritable();
  try {
    await writable.write(data);
    await writable.close();
  } catch (error) {
    await writable.abort().catch(() => undefined);
    throw error;
  }
}

/** Writes a file at a path such as `images/1.png`, making its folders. */
export async function writeFileAt(root: FileSystemDirectoryHandle, path: string, data: Blob | string): Promise<void> {
  const parts = path.split('/');
  let dir = root;
  for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
  await writeFile(dir, parts.at(-1)!, data);
}
