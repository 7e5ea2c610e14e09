// A run packed for IPFS, the launch's starting point: two colour layers, a fixed seed, `tokens` tokens,
// "Pack for IPFS"; answers the roots the page shows.
import type { Page } from '@playwright/test';
import { expect } from '../fixtures/test.ts';
import { addLayer, colourImages, generate, type ColourLayer } from './helpers.ts';

const LAYERS: ColourLayer[] = [
  { name: 'Background', inset: 0, values: ['red', 'green', 'blue', 'yellow', 'magenta', 'cyan'] },
  { name: 'Eyes', inset: 30, values: ['black', 'white', 'orange', 'red', 'green', 'blue'] },
];

/** `base`: the app's origin when it is not the e2e stack's (a spec's own server). */
export async function packRun(page: Page, tokens: number, base = '') {
  await page.goto(`${base}/#/randomizer`);
  await page.getByPlaceholder('e.g., My NFT').fill('Launched');
  await page.getByLabel('Description').fill('Pinned and minted from the app');
  for (const layer of LAYERS) await addLayer(page, layer.name, colourImages(layer));
  await page.getByRole('textbox', { name: 'Seed' }).fill('launch');
  await page.getByLabel('Collection size').fill(String(tokens));
  await generate(page, tokens);
  await page.getByRole('button', { name: 'Export for Stargaze' }).click();
  await page.getByRole('button', { name: 'Pack for IPFS (two CAR files)' }).click();
  await expect(page.getByRole('status', { name: 'Export result' })).toHaveText(
    `Ready for IPFS: ${tokens} images, ${tokens} metadata files`,
    {
      timeout: 60_000,
    },
  );
  const addresses = page.getByRole('region', { name: 'IPFS addresses' });
  return {
    imagesRoot: (await addresses.getByLabel('Images root').textContent())!,
    metadataRoot: (await addresses.getByLabel('Metadata root').textContent())!,
  };
}

/** Puts the launch's endpoints (`__traitforgeLaunch`: fakes on loopback) on the page before the app starts. */
export const launchOverrides = (page: Page, config: Record<string, unknown>) =>
  page.addInitScript((c) => ((window as unknown as Record<string, unknown>).__traitforgeLaunch = c), config);

/** A `datetime-local` value in the page's own time zone, `fromNowMs` from now. */
export const localTime = (page: Page, fromNowMs: number) =>
  page.evaluate((ms) => {
    const d = new Date(Date.now() + ms);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
  }, fromNowMs);
