// The one way the app hands a file to the browser: a temporary link to an object URL, released once the
// browser has started reading it.
import { DOWNLOAD_URL_TTL_MS } from '../config/constants';

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  downloadUrl(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_TTL_MS);
}

/** Downloads what an object URL names (one a worker made, say); whoever made the URL releases it. */
export function downloadUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

export const downloadBytes = (data: BlobPart, fileName: string, type: string) => downloadBlob(new Blob([data], { type }), fileName);
