// Decodes every layer image once per worker, already scaled to the output size, so that drawing a
// combination is a plain blit of cached ImageBitmaps.

export interface DecodedLayers {
  width: number;
  height: number;
  /** layers[layer][image] */
  bitmaps: ImageBitmap[][];
}

/** The output size: the bottom layer's first image, fitted into `maxPx` (null: its natural size). */
async function outputSize(first: Blob, maxPx: number | null): Promise<{ width: number; height: number }> {
  const probe = await createImageBitmap(first);
  const scale = maxPx ? Math.min(1, maxPx / Math.max(probe.width, probe.height)) : 1;
  const size = { width: Math.max(1, Math.round(probe.width * scale)), height: Math.max(1, Math.round(probe.height * scale)) };
  probe.close();
  return size;
}

export async function decodeLayers(sources: Blob[][], maxPx: number | null): Promise<DecodedLayers> {
  const first = sources[0]?.[0];
  if (!first) throw new Error('No layer images');
  const { width, height } = await outputSize(first, maxPx);
  const options: ImageBitmapOptions = { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' };
  const bitmaps = await Promise.all(sources.map((layer) => Promise.all(layer.map((blob) => createImageBitmap(blob, options)))));
  return { width, height, bitmaps };
}

export function closeLayers(layers: DecodedLayers): void {
  for (const layer of layers.bitmaps) for (const bitmap of layer) bitmap.close();
}
