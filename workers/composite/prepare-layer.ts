// The stored working copy of an uploaded layer image: at most LAYER_MAX_PX, recompressed (WebP keeps
// transparency, which layers need), with an animated value's (GIF, APNG, animated WebP) frame count and
// delay. Throws when the file is not a decodable image.
import type { PreparedLayer } from '../../core/protocol.ts';
import { animationOf } from '../animation/value-frames.ts';

export async function prepareLayer(file: Blob, maxPx: number, quality: number): Promise<PreparedLayer> {
  const bitmap = await createImageBitmap(file);
  const { width, height } = bitmap;
  const scale = Math.min(1, maxPx / Math.max(width, height));
  const canvas = new OffscreenCanvas(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)));
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const preview = await canvas.convertToBlob({ type: 'image/webp', quality });
  const animation = await animationOf(file);
  return { preview, width, height, ...(animation && { animation }) };
}
