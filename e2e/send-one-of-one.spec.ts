// "Send to a collection" keeps a one-of-one's own name: a run whose token 8 is "The King" goes into a new
// collection (its form filled in with the combiner's name and description), and the files screen's
// metadata export, bulk and single, says "The King" for 8.json while the other tokens follow the
// collection's name.
import JSZip from 'jszip';
import { test, expect } from './fixtures/test.ts';
import { addLayer, colourImages, COLOURS, downloadOf, generate, pngFiles } from './support/helpers.ts';

test("a one-of-one sent to a new collection keeps its name in the files screen's metadata", async ({ page, signIn }) => {
  await signIn();
  await page.goto('/#/randomizer');
  await page.getByPlaceholder('e.g., My NFT').fill('Forge Friends');
  await page.getByLabel('Description').first().fill('Friends forged in colour');
  await addLayer(page, 'Background', colourImages({ name: 'Background', inset: 0, values: ['red', 'green', 'blue'] }));
  await addLayer(page, 'Eyes', colourImages({ name: 'Eyes', inset: 30, values: ['black', 'white', 'orange'] }));
  const form = page.getByRole('form', { name: 'Add one-of-one' });
  await form.getByLabel('One-of-one image').setInputFiles(await pngFiles(page, [{ name: 'king.png', color: COLOURS.magenta, inset: 0 }]));
  await form.getByLabel('One-of-one name').fill('The King');
  await form.getByLabel('Trait type 1').fill('Crown');
  await form.getByLabel('Value 1').fill('Diamond');
  await form.getByRole('button', { name: 'Add one-of-one' }).click();
  // This seed places the one-of-one at token 8 of 10 (9 combinations and the King).
  await page.getByRole('textbox', { name: 'Seed' }).fill('king-33');
  await generate(page, 10);
  await expect(page.getByRole('article', { name: 'Combination #8' })).toContainText('#8 · The King');

  await page.getByRole('button', { name: 'Send to a collection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send to a collection' });
  const create = dialog.getByRole('region', { name: 'A new collection' });
  await expect(create.getByLabel('Collection name')).toHaveValue('Forge Friends');
  await expect(create.getByLabel('Description')).toHaveValue('Friends forged in colour');
  await create.getByRole('button', { name: 'Create and send' }).click();
  await expect(dialog.getByRole('status', { name: 'Send progress' })).toHaveText('Sent 10 images to Forge Friends with their traits', {
    timeout: 60_000,
  });
  await dialog.getByRole('link', { name: 'Open Forge Friends' }).click();

  const zip = await JSZip.loadAsync(
    (await downloadOf(page, () => page.getByRole('button', { name: 'Download All Metadata JSON files' }).click())).bytes,
  );
  const item = async (n: number) => JSON.parse(await zip.file(`${n}.json`)!.async('string'));
  expect(await item(8)).toEqual({
    name: 'The King',
    description: 'Friends forged in colour',
    attributes: [{ trait_type: 'Crown', value: 'Diamond' }],
  });
  for (const n of [1, 7, 9, 10]) expect((await item(n)).name).toBe(`Forge Friends #${n}`);
  const single = await downloadOf(page, () => page.getByRole('button', { name: 'Download JSON of 8.png' }).click());
  expect(single.name).toBe('8.json');
  expect(JSON.parse(single.bytes.toString('utf8')).name).toBe('The King');
});
