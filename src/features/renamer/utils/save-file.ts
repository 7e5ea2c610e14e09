import { downloadBlob } from '@/lib/download';

// Copying a zip into a Blob is synchronous (about 2 ms per MB); in slices, with a yield between them, no
// single main-thread task grows long. A Blob made of Blobs refers to them instead of copying again.
const SLICE_BYTES = 1024 * 1024;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function toBlob(bytes: Uint8Array, type: string): Promise<Blob> {
  const parts: Blob[] = [];
  for (let offset = 0; offset < bytes.byteLength; offset += SLICE_BYTES) {
    parts.push(new Blob([bytes.subarray(offset, offset + SLICE_BYTES) as Uint8Array<ArrayBuffer>]));
    await nextTask();
  }
  return new Blob(parts, { type });
}

/** Hands a zip to the browser as a download, copied into a Blob in slices. */
export async function saveFile(bytes: Uint8Array, name: string, type = 'application/zip'): Promise<void> {
  downloadBlob(await toBlob(bytes, type), name);
}

export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    signal.throwIfAborted();
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
