// Curation on a set made of templates (Human 3 : Alien 1, Alien without a Head): "Replace with a
// one-of-one" on an Alien token lists only the layers the Alien template has, with their counts, and
// the edit log says the same; nothing names a layer of the Human template.
import { test, expect } from './fixtures/test.ts';
import { addLayer, colourImages, generate, pngFiles, type ColourLayer } from './support/helpers.ts';
import { humanAndAlien } from './support/drawn-layers.ts';
import { theSet } from './support/curation.ts';

const LAYERS: ColourLayer[] = [
  { name: 'Background', inset: 0, values: ['red', 'green', 'blue', 'yellow'] },
  { name: 'Head', inset: 20, values: ['black', 'white', 'yellow'] },
  { name: 'Eyes', inset: 40, values: ['cyan', 'magenta', 'orange'] },
  { name: 'Alien Head', inset: 20, values: ['green', 'blue'] },
];

test('Replace with a one-of-one on an Alien token names only the Alien layers, with counts within Alien', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/#/randomizer');
  await page.getByPlaceholder('e.g., My NFT').fill('Folk');
  for (const layer of LAYERS) await addLayer(page, layer.name, colourImages(layer));
  const templates = await humanAndAlien(page);
  await templates.getByLabel('Weight of template Human').fill('3');
  await page.getByLabel('Collection size').fill('40');
  await page.getByLabel('Seed').fill('branches');
  await generate(page, 40);
  const set = await theSet(page, 40);
  const aliens = set.all.filter((a) => a.some((t) => t.trait_type === 'Type' && t.value === 'Alien'));
  const n = set.all.findIndex((a) => a.some((t) => t.trait_type === 'Type' && t.value === 'Alien')) + 1;

  await page
    .getByRole('article', { name: `Combination #${n}` })
    .getByRole('button', { name: 'Replace with a one-of-one' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Replace #${n} with a one-of-one` });
  await dialog.getByText('Add a one-of-one').click();
  const form = dialog.getByRole('form', { name: 'Add one-of-one' });
  await form.getByLabel('One-of-one image').setInputFiles(await pngFiles(page, [{ name: 'king.png', color: [200, 160, 20], inset: 0 }]));
  await form.getByLabel('One-of-one name').fill('The King');
  await form.getByLabel('Trait type 1').fill('Crown');
  await form.getByLabel('Value 1').fill('Diamond');
  await form.getByRole('button', { name: 'Add one-of-one' }).click();
  await dialog.getByRole('radio', { name: 'The King' }).check();

  // Each trait of the token, counted among the tokens of its template (Type among all).
  const count = (trait: string, value: string) =>
    (trait === 'Type' ? set.all : aliens).filter((a) => a.some((t) => t.trait_type === trait && t.value === value)).length;
  const own = set.attributes(n);
  expect(own.map((a) => a.trait_type).sort()).toEqual(['Alien Head', 'Background', 'Eyes', 'Type']);
  const lines = own.map((a) => `${a.trait_type} ${a.value}: ${count(a.trait_type, a.value)} → ${count(a.trait_type, a.value) - 1}`);
  const changes = dialog.getByRole('group', { name: 'What changes' }).getByRole('listitem');
  await expect(changes).toHaveCount(4);
  expect((await changes.allInnerTexts()).sort()).toEqual(lines.sort());
  await dialog.getByRole('button', { name: `Replace #${n}` }).click();
  await expect(dialog).toHaveCount(0);
  const log = page.getByRole('region', { name: 'Edit log' }).getByRole('listitem');
  await expect(log).toHaveText([new RegExp(`^Replace #${n} with the one-of-one The King: one fewer `)]);
  const named = /one fewer (.*)$/.exec((await log.textContent())!)![1]!.split(', ');
  expect(named.sort()).toEqual(own.map((a) => `${a.trait_type} ${a.value}`).sort());
});
