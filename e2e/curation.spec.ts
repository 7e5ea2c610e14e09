// Curation end to end: a 60-token run, token #5 re-rolled keeping one trait. The swaps shown before it
// applies name every token that changes; the set keeps its exact counts, its uniqueness and every other
// image byte for byte; the edit survives a reload and reaches the Stargaze export; undo gives the first
// set back byte for byte.
import JSZip from 'jszip';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { addLayer, colourImages, downloadOf, generate, type ColourLayer } from './support/helpers.ts';
import { theSet as readSet, valueCounts } from './support/curation.ts';

const theSet = (page: Page) => readSet(page, 60);

const LAYERS: ColourLayer[] = [
  { name: 'Background', inset: 0, values: ['red', 'green', 'blue', 'yellow'] },
  { name: 'Body', inset: 20, values: ['magenta', 'cyan', 'black', 'white'] },
  { name: 'Eyes', inset: 40, values: ['orange', 'red', 'green', 'blue'] },
];

test('a re-roll with a trait locked keeps that trait, the counts, uniqueness and every token its swaps do not name; undo restores the set', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/#/randomizer');
  await page.getByPlaceholder('e.g., My NFT').fill('Curated');
  for (const layer of LAYERS) await addLayer(page, layer.name, colourImages(layer));
  await page.getByRole('textbox', { name: 'Seed' }).fill('curation');
  await page.getByLabel('Collection size').fill('60');
  await generate(page, 60);
  const first = await theSet(page);

  const card = page.getByRole('article', { name: 'Combination #5' });
  const reroll = card.getByRole('button', { name: 'Re-roll' });
  await reroll.click();
  const dialog = page.getByRole('dialog', { name: 'Re-roll #5' });
  // The dialog leaves the page styled as it is, but out of reach: a click beside it lands on its
  // backdrop (the header's links stay where they are), Escape closes it and focus goes back to Re-roll.
  await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeFocused();
  await page.evaluate(() => window.scrollTo(0, 0));
  const home = (await page.getByRole('banner').getByRole('link').first().boundingBox())!;
  await page.mouse.click(home.x + home.width / 2, home.y + home.height / 2);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/#\/randomizer/);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(reroll).toBeFocused();
  await reroll.click();
  const body = first.attributes(5).find((a) => a.trait_type === 'Body')!.value;
  await dialog.getByRole('checkbox', { name: `Keep Body: ${body}` }).check();
  await dialog.getByRole('button', { name: 'Find a re-roll' }).click();
  const swaps = dialog.getByRole('list', { name: 'Swaps' }).getByRole('listitem');
  await expect(swaps.first()).toBeVisible();
  const shown = await swaps.allTextContents();
  for (const text of shown) expect(text).toMatch(/^#5 gets \w+, #\d+ gets \w+$/);
  const named = new Set([5, ...shown.map((text) => Number(/, #(\d+) gets/.exec(text)![1]))]);
  await dialog.getByRole('button', { name: 'Apply re-roll' }).click();
  await expect(dialog).toHaveCount(0);
  const log = page.getByRole('region', { name: 'Edit log' });
  await expect(log.getByRole('listitem')).toHaveText([new RegExp(`^Re-roll #5 keeping Body, seed \\w+: ${shown.join('; ')}$`)]);

  const edited = await theSet(page);
  expect(edited.attributes(5).find((a) => a.trait_type === 'Body')!.value).toBe(body);
  expect(edited.attributes(5)).not.toEqual(first.attributes(5));
  expect(valueCounts(edited.all)).toBe(valueCounts(first.all));
  expect(new Set(edited.all.map((a) => JSON.stringify(a))).size).toBe(60);
  for (let n = 1; n <= 60; n++) {
    const image = `merged_${n}.png`;
    if (named.has(n)) expect(edited.images.get(image), image).not.toBe(first.images.get(image));
    else expect(edited.images.get(image), image).toBe(first.images.get(image));
  }

  // Reload and export see the edited set, and traitforge.json carries the edit.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Edit log' }).getByRole('listitem')).toHaveCount(1);
  const reloaded = await theSet(page);
  expect(reloaded.all).toEqual(edited.all);
  expect([...reloaded.images]).toEqual([...edited.images]);
  await page.getByRole('button', { name: 'Export for Stargaze' }).click();
  await page.getByLabel('Images base URI (optional)').fill('');
  const { bytes } = await downloadOf(page, () => page.getByRole('button', { name: 'Download one zip' }).click());
  const stargaze = await JSZip.loadAsync(bytes);
  expect(JSON.parse(await stargaze.file('metadata/5.json')!.async('string')).attributes).toEqual(edited.attributes(5));
  expect(await stargaze.file('images/5.png')!.async('base64')).toBe(edited.images.get('merged_5.png'));
  const settings = JSON.parse(await stargaze.file('traitforge.json')!.async('string'));
  expect(settings.edits).toHaveLength(1);
  expect(settings.edits[0]).toMatchObject({ kind: 'reroll', token: 5, kept: ['Body'] });

  await page.getByRole('button', { name: 'Undo the last edit' }).click();
  await expect(page.getByRole('region', { name: 'Edit log' })).toHaveCount(0);
  const undone = await theSet(page);
  expect(undone.all).toEqual(first.all);
  expect([...undone.images]).toEqual([...first.images]);
});
