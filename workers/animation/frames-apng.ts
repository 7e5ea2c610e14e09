// A numbered-frames value's frames as the one APNG it is stored as. PNG frames of one size and kind are
// joined as they are (their image data moved, apng-of-frames.ts); any others (JPEG or WebP frames, PNGs
// each with a palette of its own, as optimisers write them) are decoded and encoded again as RGBA at the
// first frame's size, which joins them. A canvas keeps premultiplied colours: a half-transparent pixel of
// such a frame may come back a unit off, as it would from any canvas the browser draws it on.
import { apngOfFrames } from '../../core/png/apng-of-frames.ts';
import type { Rgba } from '../../core/png/png-pixels.ts';

async function pixelsAt(frame: Blob, width: number, height: number): Promise<Rgba> {
  const bitmap = await createImageBitmap(frame);
  const context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true })!;
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const { data } = context.getImageData(0, 0, width, height);
  return { width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}

/** The frames in order as one APNG, each shown `delayMs`; rejects when a frame is not an image. */
export async function framesApng(frames: Blob[], delayMs: number): Promise<Uint8Array> {
  const pngs = await Promise.all(frames.map(async (frame) => new Uint8Array(await frame.arrayBuffer())));
  const joined = apngOfFrames(pngs, delayMs);
  if (joined) return joined;
  const first = await createImageBitmap(frames[0]!);
  const { width, height } = first;
  first.close();
  // The encoder (and its WebAssembly deflate) loads only for the frames that need it.
  const { encodePng } = await import('../../core/png/png-encode.ts');
  const encoded: Uint8Array[] = [];
  for (const frame of frames) encoded.push(encodePng(await pixelsAt(frame, width, height)));
  return apngOfFrames(encoded, delayMs)!;
}
