// Name and description templates, as an artist meets them: an unknown placeholder is named as typed,
// a chosen token is previewed before export, and a description with a None conditional gives the right
// text on a token with a hat and on one without, in the preview and in the exported metadata alike; a
// card's "Save JSON" writes {rank} as the export does.
import JSZip from 'jszip';
import { test, expect } from './fixtures/test.ts';
import { addLayer, COLOURS, downloadOf, generate } from './support/helpers.ts';

type Item = { name: string; description: string; attributes: Array<{ trait_type: string; value: string }> };

const DESCRIPTION = 'A {trait:Background} block{trait:Hat? wearing a {trait:Hat}}.';

test('a description template with a None conditional gives the right text with and without a hat', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/#/randomizer');
  await page.getByPlaceholder('e.g., My NFT').fill('Hats');
  await page.getByLabel('Description').fill('Little blocks');
  await addLayer(page, 'Background', [
    { name: 'red.png', color: COLOURS.red, inset: 0 },
    { name: 'blue.png', color: COLOURS.blue, inset: 0 },
  ]);
  await addLayer(page, 'Hat', [{ name: 'cap.png', color: COLOURS.yellow, inset: 30 }]);
  await page.getByLabel('Allow none in Hat').check();
  await page.getByLabel('Collection size').fill('4');
  await page.getByRole('textbox', { name: 'Seed' }).fill('hats');
  await generate(page, 4);
  await page.getByRole('button', { name: 'Export for Stargaze' }).click();

  // An unknown placeholder is named as it is typed, and by the pre-flight.
  await page.getByLabel('Name template').fill('{colection} {n} of 4');
  const unknown =
    'The name template: unknown placeholder {colection} (known: {collection}, {n}, {rank}, {description}, {trait:<layer>} and {trait:<layer>?...})';
  await expect(page.getByRole('list', { name: 'Template problems' }).getByRole('listitem')).toHaveText([unknown]);
  await page.getByRole('button', { name: 'Run pre-flight check' }).click();
  await expect(page.getByRole('status', { name: 'Pre-flight report' }).getByRole('listitem').first()).toHaveText(unknown);
  await page.getByLabel('Name template').fill('{collection} {n} of 4');
  await expect(page.getByRole('list', { name: 'Template problems' })).toHaveCount(0);
  await page.getByLabel('Description template').fill(DESCRIPTION);

  const { bytes } = await downloadOf(page, () => page.getByRole('button', { name: 'Download one zip' }).click());
  await expect(page.getByRole('status', { name: 'Export result' })).toHaveText('Ready for Stargaze Studio: 4 images, 4 metadata files');
  const zip = await JSZip.loadAsync(bytes);
  const items = await Promise.all([1, 2, 3, 4].map(async (n) => JSON.parse(await zip.file(`metadata/${n}.json`)!.async('string')) as Item));
  const trait = (item: Item, type: string) => item.attributes.find((a) => a.trait_type === type)?.value;
  const expected = (item: Item) => `A ${trait(item, 'Background')} block${trait(item, 'Hat') ? ` wearing a ${trait(item, 'Hat')}` : ''}.`;
  expect(items.map((item) => item.description)).toEqual(items.map(expected));
  expect(items.map((item) => item.name)).toEqual(['Hats 1 of 4', 'Hats 2 of 4', 'Hats 3 of 4', 'Hats 4 of 4']);
  const hatted = items.findIndex((item) => trait(item, 'Hat') === 'cap') + 1;
  const bare = items.findIndex((item) => trait(item, 'Hat') === undefined) + 1;
  expect(hatted).toBeGreaterThan(0);
  expect(bare).toBeGreaterThan(0);
  expect(items[hatted - 1]!.description).toMatch(/^A (red|blue) block wearing a cap\.$/);
  expect(items[bare - 1]!.description).toMatch(/^A (red|blue) block\.$/);

  // The preview shows any token as the export writes it.
  const preview = page.getByLabel('Previewed description');
  for (const n of [hatted, bare]) {
    await page.getByLabel('Preview token').fill(String(n));
    await expect(page.getByLabel('Previewed name')).toHaveText(`Hats ${n} of 4`);
    await expect(preview).toHaveText(items[n - 1]!.description);
  }

  // A card's "Save JSON" writes the export's file: {rank} is the set's rank, as the card shows it.
  await page.getByLabel('Name template').fill('{collection} #{n}, rank {rank}');
  for (const n of [hatted, bare]) {
    const card = page.getByRole('article', { name: `Combination #${n}`, exact: true });
    const rank = /^Rank (\d+) of 4$/.exec((await card.getByText(/^Rank \d+ of 4$/).textContent())!)![1];
    const { name, bytes: json } = await downloadOf(page, () => card.getByRole('button', { name: 'Save JSON' }).click());
    expect(name).toBe(`${n}.json`);
    expect((JSON.parse(json.toString()) as Item).name).toBe(`Hats #${n}, rank ${rank}`);
  }
});
