// Layer images taken away, one by one, with their layer or because they no longer load: their working
// copies leave the page (layer-previews.ts) and their bytes are deleted from IndexedDB. A deleted layer used to leave its images' bytes
// there for good, uploads and working copies alike (tens of megabytes for a layer of full-resolution art).
import { deleteImage } from './image-db';
import { forgetPreviews } from './layer-previews';
import type { TraitFile } from './trait-groups-store';

/** Settles once the bytes are deleted; a failed delete is only logged (the images are gone from the layers either way). */
export async function discardImages(files: readonly TraitFile[]): Promise<void> {
  forgetPreviews(files.map((file) => file.id));
  await Promise.all(files.map((file) => deleteImage(file.id))).catch((error: unknown) =>
    console.warn('Could not delete stored images', error),
  );
}
