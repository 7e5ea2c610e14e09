// "Save to a folder" in a test: the page's folder picker answers with a folder of the origin-private file
// system (a real FileSystemDirectoryHandle, written through the same calls as a folder on disk), read back here.
import type { Page } from '@playwright/test';

/** Makes the page's picker hand out the origin-private folder `name`. */
export const pickOpfsFolder = (page: Page, name: string) =>
  page.addInitScript((folder) => {
    (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker = async () =>
      (await navigator.storage.getDirectory()).getDirectoryHandle(folder, { create: true });
  }, name);

/** Every file under the origin-private folder `name`, path -> base64 bytes. */
export const readOpfsFolder = (page: Page, name: string) =>
  page.evaluate(async (folder) => {
    const out: Record<string, string> = {};
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [entry, handle] of (dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries()) {
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, `${prefix}${entry}/`);
        else {
          const bytes = new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer());
          let binary = '';
          for (const b of bytes) binary += String.fromCharCode(b);
          out[`${prefix}${entry}`] = btoa(binary);
        }
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(folder), '');
    return out;
  }, name);
