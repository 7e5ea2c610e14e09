// The look-alike guard's reading side in the engine worker: a batch of a run's stored images read from
// their packs (a window of neighbours per read) and fingerprinted, decoded by the browser.
import { canvasPixels, pixelCanvas } from '../composite/compositor.ts';
import { readWindow, windows } from '../export/stargaze-zip-file.ts';
import type { StoredImage } from '../../core/stored-image.ts';
import { printBatch, type PrintBatch } from '../../core/curation/look-alike-prints.ts';

async function decodeInBrowser(png: Uint8Array<ArrayBuffer>) {
  const bitmap = await createImageBitmap(new Blob([png], { type: 'image/png' }), {
    premultiplyAlpha: 'none',
    colorSpaceConversion: 'none',
  });
  try {
    const context = pixelCanvas(bitmap.width, bitmap.height);
    context.drawImage(bitmap, 0, 0);
    return canvasPixels(context);
  } finally {
    bitmap.close();
  }
}

/** Fingerprints of `images` (in their order) of the run stored under `resultsDir`. */
export async function storedPrints(resultsDir: string, images: readonly StoredImage[]): Promise<PrintBatch> {
  const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(resultsDir);
  const pngs = new Array<Uint8Array<ArrayBuffer>>(images.length);
  const packs = new Map<string, Promise<File>>();
  for (const w of windows(images)) {
    const buffer = await readWindow(dir, packs, w);
    for (const i of w.members) pngs[i] = new Uint8Array(buffer, images[i]!.offset - w.start, images[i]!.size);
  }
  return printBatch(pngs, decodeInBrowser);
}
