// The animated benchmark's layers: backgrounds and hats as still PNGs drawn like an artist's
// (bench-layers.ts), and eyes as animated GIFs of `frames` frames, a disc crossing the image, written in
// Node with gifenc, the encoder the app's tokens use.
import { createRequire } from 'node:module';
import type { Page } from 'playwright';
import type { Rgba } from '../core/png/png-pixels.ts';
import { layerImages } from './bench-layers.ts';

// gifenc is CommonJS: Node's ESM loader sees no named exports in it, so it is required here.
const { GIFEncoder, applyPalette, quantize } = createRequire(import.meta.url)('gifenc') as typeof import('gifenc');

type LayerFile = { name: string; mimeType: string; buffer: Buffer };

/** One frame of eyes value `value`: a disc of its own colour at step `frame` of its path, the rest clear. */
function eyesFrame(value: number, frame: number, frames: number, px: number): Rgba {
  const data = new Uint8Array(px * px * 4);
  const radius = px * 0.08;
  const cx = px * (0.2 + (0.6 * frame) / Math.max(1, frames - 1));
  const cy = px * (0.35 + value * 0.05);
  const [r, g, b] = [(value * 83) % 256, (value * 151 + 60) % 256, (value * 47 + 120) % 256];
  for (let y = Math.floor(cy - radius); y <= cy + radius; y++)
    for (let x = Math.floor(cx - radius); x <= cx + radius; x++) {
      if ((x - cx) ** 2 + (y - cy) ** 2 > radius ** 2 || x < 0 || y < 0 || x >= px || y >= px) continue;
      data.set([r, g, b, 255], (y * px + x) * 4);
    }
  return { width: px, height: px, data };
}

/** A looping GIF of the frames: one palette (a disc's colour and clear), clear as GIF's transparency. */
function gifOf(frames: Rgba[], delayMs: number): Buffer {
  const palette = quantize(frames[0]!.data, 256, { format: 'rgba4444', oneBitAlpha: true });
  const transparentIndex = Math.max(
    0,
    palette.findIndex((color) => color[3] === 0),
  );
  const gif = GIFEncoder();
  frames.forEach(({ width, height, data }, i) => {
    const index = applyPalette(data, palette, 'rgba4444');
    gif.writeFrame(index, width, height, { ...(i === 0 && { palette, repeat: 0 }), delay: delayMs, transparent: true, transparentIndex });
  });
  gif.finish();
  return Buffer.from(gif.bytes());
}

export function eyesGifs(values: number, frames: number, px: number, delayMs: number): LayerFile[] {
  return Array.from({ length: values }, (_, value) => ({
    name: `eyes-${value + 1}.gif`,
    mimeType: 'image/gif',
    buffer: gifOf(
      Array.from({ length: frames }, (_, frame) => eyesFrame(value, frame, frames, px)),
      delayMs,
    ),
  }));
}

export async function stillLayer(page: Page, layer: number, values: number, px: number): Promise<LayerFile[]> {
  return (await layerImages(page, layer, values, px)).map((buffer, i) => ({
    name: `l${layer + 1}-${i + 1}.png`,
    mimeType: 'image/png',
    buffer,
  }));
}
