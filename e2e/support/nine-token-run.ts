// A 3 x 3 run (Background and Eyes, nine tokens) made through the combiner UI, its export panel open:
// the small set the export specs check their files against.
import type { Page } from '@playwright/test';
import { expect } from '../fixtures/test.ts';
import { addLayer, type Rgb } from './combiner-layers.ts';

const COLOURS: Record<string, Rgb> = {
  red: [220, 20, 20],
  green: [20, 200, 40],
  blue: [20, 40, 220],
  black: [10, 10, 10],
  white: [250, 250, 250],
  orange: [250, 140, 0],
};

export async function makeNineTokenRun(page: Page, collection: { name: string; description: string; seed?: string }) {
  await page.goto('/#/randomizer');
  await page.getByPlaceholder('e.g., My NFT').fill(collection.name);
  await page.getByLabel('Description').fill(collection.description);
  await addLayer(
    page,
    'Background',
    ['red', 'green', 'blue'].map((value) => ({ name: `${value}.png`, color: COLOURS[value]!, inset: 0 })),
  );
  await addLayer(
    page,
    'Eyes',
    ['black', 'white', 'orange'].map((value) => ({ name: `${value}.png`, color: COLOURS[value]!, inset: 30 })),
  );
  if (collection.seed) await page.getByRole('textbox', { name: 'Seed' }).fill(collection.seed);
  await page.getByRole('button', { name: 'Generate NFT Files' }).click();
  await expect(page.getByText('9 / 9 (100%)')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Export for Stargaze' }).click();
}
