// A token's animation as a GIF: one palette for all its frames (quantized from every frame, so that a
// colour of any frame keeps its entry), no dithering (pixel art keeps its flat colours), looping forever.
// A token with transparent pixels gets GIF's one-bit transparency.
import { applyPalette, GIFEncoder, quantize, type ColorFormat } from 'gifenc';
import type { Rgba } from '../png/png-pixels.ts';

const MAX_COLORS = 256;

const hasTransparency = (frames: readonly Rgba[]) =>
  frames.some(({ data }) => {
    for (let i = 3; i < data.length; i += 4) if (data[i]! < 255) return true;
    return false;
  });

/** Each frame's pixels in a buffer of its own: gifenc reads them as 32-bit words from offset 0. */
const own = (data: Uint8Array) => (data.byteOffset === 0 && data.byteLength === data.buffer.byteLength ? data : data.slice());

export function encodeGif(frames: readonly Rgba[], delayMs: number): Uint8Array {
  const { width, height } = frames[0]!;
  const transparent = hasTransparency(frames);
  const format: ColorFormat = transparent ? 'rgba4444' : 'rgb565';
  const all = new Uint8Array(frames.length * width * height * 4);
  frames.forEach((frame, i) => all.set(frame.data, i * width * height * 4));
  const palette = quantize(all, MAX_COLORS, transparent ? { format, oneBitAlpha: true } : { format });
  const transparentIndex = transparent
    ? Math.max(
        0,
        palette.findIndex((color) => color[3] === 0),
      )
    : 0;
  const gif = GIFEncoder();
  frames.forEach((frame, i) => {
    const index = applyPalette(own(frame.data), palette, format);
    gif.writeFrame(index, width, height, { ...(i === 0 && { palette, repeat: 0 }), delay: delayMs, transparent, transparentIndex });
  });
  gif.finish();
  return gif.bytes();
}
