// What the animation specs share: the spinning square's colours, and what they read back: a token GIF's
// frames decoded by the browser, a PNG's pixels, every token GIF checked against the test's composition.
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures/test.ts';

// gifenc's Node build is CommonJS, whose names an ES import does not see.
const { GIFEncoder } = createRequire(import.meta.url)('gifenc') as typeof import('gifenc');

/** Frames `wanted` of a GIF and its frame count, decoded by the browser (ImageDecoder), as RGBA arrays. */
export async function gifFrames(page: Page, gif: Uint8Array, wanted: number[]): Promise<{ count: number; frames: number[][] }> {
  return page.evaluate(
    async ({ bytes, wanted }) => {
      const decoder = new ImageDecoder({ data: new Uint8Array(bytes), type: 'image/gif' });
      await decoder.tracks.ready;
      const count = decoder.tracks.selectedTrack!.frameCount;
      const frames: number[][] = [];
      for (const frameIndex of wanted) {
        const { image } = await decoder.decode({ frameIndex });
        const canvas = new OffscreenCanvas(image.displayWidth, image.displayHeight);
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        image.close();
        frames.push([...context.getImageData(0, 0, canvas.width, canvas.height).data]);
      }
      return { count, frames };
    },
    { bytes: [...gif], wanted },
  );
}

/** An image's pixels (a GIF's first frame) as the browser decodes them. */
export async function pngPixels(page: Page, data: Uint8Array, type = 'image/png'): Promise<number[]> {
  return page.evaluate(
    async ({ bytes, type }) => {
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type }));
      const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return [...context.getImageData(0, 0, bitmap.width, bitmap.height).data];
    },
    { bytes: [...data], type },
  );
}

export type Rgb = readonly [number, number, number];

/** The GIF value's square, a colour per frame (8 frames). */
export const SPIN: Rgb[] = [
  [255, 0, 0],
  [255, 128, 0],
  [255, 255, 0],
  [0, 255, 0],
  [0, 255, 255],
  [128, 0, 255],
  [255, 0, 255],
  [255, 255, 255],
];

/** Every token's GIF has `frames` frames, and its frames `sampled` are `composed` of its traits. */
export async function expectTokenGifs(
  page: Page,
  files: ReadonlyMap<string, Uint8Array>,
  tokens: ReadonlyArray<Record<string, string>>,
  { frames, sampled, composed }: { frames: number; sampled: number[]; composed(traits: Record<string, string>, frame: number): number[] },
) {
  for (const [i, traits] of tokens.entries()) {
    const n = i + 1;
    const gif = await gifFrames(page, files.get(`animations/${n}.gif`)!, sampled);
    expect(gif.count, `token ${n}`).toBe(frames);
    sampled.forEach((frame, k) =>
      expect(gif.frames[k], `token ${n} (${JSON.stringify(traits)}), frame ${frame}`).toEqual(composed(traits, frame)),
    );
  }
}

/** A looping GIF of `size` px: index 0 transparent, the square where `within(x, y)` in SPIN's colour of each frame. */
export function spinGif(size: number, within: (x: number, y: number) => boolean): Uint8Array {
  const gif = GIFEncoder();
  const palette = [[0, 0, 0], ...SPIN.map((c) => [...c])];
  SPIN.forEach((_, f) => {
    const index = new Uint8Array(size * size);
    for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (within(x, y)) index[y * size + x] = 1 + f;
    gif.writeFrame(index, size, size, { palette, delay: 100, transparent: true, transparentIndex: 0, repeat: 0 });
  });
  gif.finish();
  return gif.bytes();
}
