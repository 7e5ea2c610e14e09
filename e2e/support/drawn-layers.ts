// The drawing scenario the layer-drawing flows share: a head with a shadow multiplied at 50 %, hair, a
// cap drawn under the hair though its layer is Hat, and a top hat whose back piece is drawn under the
// head. Uploads the layers and keeps each image's decoded pixels, by value name, for the test's own
// composition (core/compose/blend-reference.test-helpers.ts); and the Human / Alien templates.
import type { Page } from '@playwright/test';
import { addLayer, pngFiles, revealed, type LayerImage, type Rgb } from './helpers.ts';
import { decodeRgba } from '../../core/png/decode-png.test-helpers.ts';
import type { Rgba } from '../../core/png/png-pixels.ts';

export interface DrawnLayer {
  name: string;
  images: LayerImage[];
}

/** A layer of 100 px squares `inset` px from the edges, one per value (file `<value>.png`). */
export const squares = (name: string, inset: number, colours: Record<string, Rgb>): DrawnLayer => ({
  name,
  images: Object.entries(colours).map(([value, color]) => ({ name: `${value}.png`, color, inset })),
});

export const HEAD = squares('Head', 25, { head: [240, 200, 170] });
export const SHADOW = squares('Shadow', 10, { shadow: [90, 60, 160] });
export const HAIR = squares('Hair', 30, { curly: [120, 60, 20], straight: [20, 20, 20] });
export const HAT: DrawnLayer = {
  name: 'Hat',
  images: [
    { name: 'cap.png', color: [220, 20, 20], inset: 20 },
    { name: 'tophat.png', color: [40, 40, 60], inset: 35 },
  ],
};
export const TOPHAT_BACK: LayerImage = { name: 'tophat-back.png', color: [10, 120, 60], inset: 5 };

/** Adds the layers in order; returns each image's pixels by value name. */
export async function uploadLayers(page: Page, layers: readonly DrawnLayer[]): Promise<Map<string, Rgba>> {
  const images = new Map<string, Rgba>();
  for (const layer of layers) {
    const uploads = await pngFiles(page, layer.images);
    await addLayer(page, layer.name, uploads);
    for (const u of uploads) images.set(u.name.replace(/\.png$/, ''), decodeRgba(u.buffer));
  }
  return images;
}

/** Shadow multiplied at 50 %, cap under Hair, the top hat's back piece under Head (its pixels into `images`). */
export async function drawTheHats(page: Page, images: Map<string, Rgba>): Promise<void> {
  await (await revealed(page, page.getByLabel('Blend mode of Shadow'))).selectOption('multiply');
  await page.getByLabel('Opacity of Shadow (%)').fill('50');
  await (await revealed(page, page.getByLabel('Drawing place of cap'))).selectOption({ label: 'under Hair' });
  const [back] = await pngFiles(page, [TOPHAT_BACK]);
  images.set('tophat-back', decodeRgba(back!.buffer));
  await (await revealed(page, page.getByLabel('Add a part to tophat'))).setInputFiles(back!);
  await (await revealed(page, page.getByLabel('Place of part tophat-back.png of tophat'))).selectOption({ label: 'under Head' });
}

/** Templates Human and Alien, each holding every card but the other's head (and Alien none of `humanOnly`). */
export async function humanAndAlien(page: Page, humanOnly: readonly string[] = []) {
  const templates = page.getByRole('region', { name: 'Templates' });
  await templates.getByRole('button', { name: 'Add template' }).click();
  await templates.getByRole('button', { name: 'Add template' }).click();
  await templates.getByLabel('Name of template 1').fill('Human');
  await templates.getByLabel('Name of template 2').fill('Alien');
  await templates.getByLabel('Alien Head in Human').uncheck();
  for (const layer of ['Head', ...humanOnly]) await templates.getByLabel(`${layer} in Alien`, { exact: true }).uncheck();
  await templates.getByRole('button', { name: 'Move Alien Head down in Alien' }).click();
  return templates;
}
