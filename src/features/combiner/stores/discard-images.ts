// Layer images taken away, one by one, with their layer or because they no longer load: their blob URLs
// are released and their bytes deleted from IndexedDB. A deleted layer used to leave its images' bytes
// there for good, uploads and working copies alike (tens of megabytes for a layer of full-resolution art).
import { deleteImage } from './image-db';
import type { TraitFile } from './trait-groups-store';

/** Settles once the bytes are deleted; a failed delete is only logged (the images are gone from the layers either way). */
export async function discardImages(files: readonly TraitFile[]): Promise<void> {
  for (const file of files) if (file.url) URL.revokeObjectURL(file.url);
  await Promise.all(files.map((file) => deleteImage(file.id))).catch((error: unknown) =>
    console.warn('Could not delete stored images', error),
  );
}
