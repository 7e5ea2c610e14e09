// Saves a blob as a file through a temporary link; the URL is released once the browser has it.
import { DOWNLOAD_PAUSE_MS, DOWNLOAD_URL_TTL_MS } from '../../../config/constants';

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_TTL_MS);
}

export const pauseBetweenDownloads = () => new Promise<void>((resolve) => setTimeout(resolve, DOWNLOAD_PAUSE_MS));
