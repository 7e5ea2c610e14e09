// Layer images made in the page (a coloured square on transparency) and uploaded through the combiner UI.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect } from '../fixtures/test.ts';

export type Rgb = [number, number, number];

export interface LayerImage {
  name: string;
  color: Rgb;
  /** Transparent margin around the coloured square, in px of a 100 px image. */
  inset: number;
  /** Seeded per-pixel noise over the colour: slow to encode, for runs that must take a while. */
  noise?: number;
}

export async function pngFiles(page: Page, images: LayerImage[]) {
  const encoded = await page.evaluate(async (list) => {
    const out: string[] = [];
    for (const { color, inset, noise } of list) {
      const canvas = new OffscreenCanvas(100, 100);
      const context = canvas.getContext('2d')!;
      context.fillStyle = `rgb(${color.join(',')})`;
      context.fillRect(inset, inset, 100 - 2 * inset, 100 - 2 * inset);
      if (noise !== undefined) {
        const pixels = context.getImageData(0, 0, 100, 100);
        let state = noise + 1;
        for (let i = 0; i < pixels.data.length; i++) if (i % 4 !== 3) pixels.data[i] = (state = (state * 1103515245 + 12345) >>> 0) >>> 24;
        context.putImageData(pixels, 0, 0);
      }
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
      out.push(btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join('')));
    }
    return out;
  }, images);
  return images.map((image, i) => ({ name: image.name, mimeType: 'image/png', buffer: Buffer.from(encoded[i]!, 'base64') }));
}

export async function addLayer(page: Page, name: string, images: LayerImage[]) {
  await page.getByRole('button', { name: 'Add Trait Group' }).click();
  const number = await page.getByTestId('layer-card').count();
  await page.getByLabel(`Name of layer ${number}`).fill(name);
  await page.getByLabel(`Browse images for layer ${number}`).setInputFiles(await pngFiles(page, images));
  await expect(
    page
      .getByTestId('layer-card')
      .nth(number - 1)
      .getByRole('button', { name: `Hide images (${images.length})` }),
  ).toBeVisible();
}

/** Clicks the button and returns the one download it starts, read from disk. */
export async function downloadOf(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const download: Promise<Download> = page.waitForEvent('download');
  await click();
  const done = await download;
  return { name: done.suggestedFilename(), bytes: await readFile((await done.path())!) };
}

/** RGB at each point (fractions of the width and height) of each PNG, decoded by the browser. */
export async function pixels(page: Page, pngs: Uint8Array[], points: [number, number][]): Promise<number[][][]> {
  return page.evaluate(
    async ({ images, points }) => {
      const out: number[][][] = [];
      for (const base64 of images) {
        const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([data], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        out.push(
          points.map(([x, y]) => [
            ...context.getImageData(Math.floor(x * bitmap.width), Math.floor(y * bitmap.height), 1, 1).data.slice(0, 3),
          ]),
        );
      }
      return out;
    },
    { images: pngs.map((png) => Buffer.from(png).toString('base64')), points },
  );
}

export const close = (actual: number[], expected: Rgb) => actual.every((v, i) => Math.abs(v - expected[i]!) <= 16);
