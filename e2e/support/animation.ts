// What the animation specs read back: a token GIF's frames decoded by the browser, a PNG's pixels, and the
// files of a Stargaze export.
import JSZip from 'jszip';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures/test.ts';
import { downloadOf } from './helpers.ts';

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

export async function pngPixels(page: Page, data: Uint8Array): Promise<number[]> {
  return page.evaluate(
    async (bytes) => {
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
      const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return [...context.getImageData(0, 0, bitmap.width, bitmap.height).data];
    },
    [...data],
  );
}

/** The files of the set's Stargaze export of `count` tokens, by their paths in the zip. */
export async function exportFiles(page: Page, count: number): Promise<Map<string, Uint8Array>> {
  if (!(await page.getByRole('button', { name: 'Download one zip' }).isVisible()))
    await page.getByRole('button', { name: 'Export for Stargaze' }).click();
  const { bytes } = await downloadOf(page, () => page.getByRole('button', { name: 'Download one zip' }).click());
  await expect(page.getByRole('status', { name: 'Export result' })).toHaveText(
    `Ready for Stargaze Studio: ${count} images, ${count} metadata files`,
  );
  const zip = await JSZip.loadAsync(bytes, { checkCRC32: true });
  const files = new Map<string, Uint8Array>();
  for (const name of Object.keys(zip.files).filter((n) => !zip.files[n]!.dir)) files.set(name, await zip.file(name)!.async('uint8array'));
  return files;
}
