// Rules at the scale of a real collection: each side is picked by layer, then by value from a list grouped
// by layer that a search narrows, every label "Layer: Value" in full; and "requires one of" (Hat X only
// with Hair Y or Z) holds on every token of a run.
import { test, expect } from './fixtures/test.ts';
import { addLayer, addRule, COLOURS, zipFiles, type LayerImage } from './support/helpers.ts';

const LAYERS = ['Background', 'Body', 'Clothing', 'Eyes', 'Mouth', 'Hair', 'Headwear', 'Accessories'];
const PER_LAYER = [19, 19, 19, 19, 19, 19, 18, 18];
const SHADES = Object.values(COLOURS);
// Long names, as artists write them: a cut label would hide which one it is.
const valueName = (layer: string, i: number) => `${layer} variant ${i + 1} with a long descriptive name`;
const images = (layer: string, count: number): LayerImage[] =>
  Array.from({ length: count }, (_, i) => ({ name: `${valueName(layer, i)}.png`, color: SHADES[i % SHADES.length]!, inset: 10 }));

test('150 values over 8 layers: pick the layer, search a value by typing, every label in full', async ({ page }) => {
  // 150 uploads on a busy machine.
  test.setTimeout(300_000);
  await page.goto('/#/randomizer');
  for (const [l, layer] of LAYERS.entries()) await addLayer(page, layer, images(layer, PER_LAYER[l]!), 60_000);
  const rules = page.getByRole('region', { name: 'Rules' });
  const values = rules.getByRole('radiogroup', { name: 'Rule value' });
  // Windowed: only the rows near the list's view are in the page; its last value is reached by scrolling it.
  await expect(values.getByRole('radio').first()).toBeVisible();
  expect(await values.getByRole('radio').count()).toBeLessThan(60);
  await values.evaluate((list) => list.scrollTo(0, list.scrollHeight));
  await expect(values.getByRole('radio', { name: `Accessories: ${valueName('Accessories', 17)}`, exact: true })).toBeVisible();

  await rules.getByLabel('Search rule value').fill('accessories variant 17');
  await expect(values.getByRole('radio')).toHaveCount(1);
  const found = `Accessories: ${valueName('Accessories', 16)}`;
  await expect(values.getByRole('group', { name: 'Accessories' }).getByRole('radio', { name: found, exact: true })).toBeVisible();
  await expect(values.getByText(found, { exact: true })).toBeVisible();
  // Not cut: the label's text fits its box (it wraps rather than being clipped).
  const clipped = await values.getByText(found, { exact: true }).evaluate((span) => span.scrollWidth > span.clientWidth);
  expect(clipped).toBe(false);
  await values.getByRole('radio', { name: found }).check();

  await rules.getByLabel('Search rule value').fill('');
  await rules.getByLabel('Rule value layer').selectOption({ label: 'Hair' });
  await expect(values.getByRole('radio')).toHaveCount(19);
  await expect(values.getByRole('group')).toHaveAccessibleName('Hair');
  await rules.getByLabel('Rule value layer').selectOption({ label: 'All layers' });
  await rules.getByLabel('Search rule value').fill('no such value');
  await expect(values.getByText('No value matches.')).toBeVisible();

  const others = rules.getByLabel('Rule other value', { exact: true });
  await rules.getByLabel('Search rule other value').fill('hair variant 3 ');
  await others.getByRole('radio', { name: `Hair: ${valueName('Hair', 2)}`, exact: true }).check();
  await rules.getByRole('button', { name: 'Add rule' }).click();
  await expect(rules.getByRole('listitem')).toHaveText([`${valueName('Accessories', 16)} never with ${valueName('Hair', 2)}Remove`]);
});

test('"requires one of": every token with Hat crown has Hair black or white', async ({ page }) => {
  await page.goto('/#/randomizer');
  await page.getByPlaceholder('e.g., My NFT').fill('Heads');
  await addLayer(page, 'Background', [
    { name: 'red.png', color: COLOURS.red, inset: 0 },
    { name: 'green.png', color: COLOURS.green, inset: 0 },
    { name: 'blue.png', color: COLOURS.blue, inset: 0 },
  ]);
  await addLayer(page, 'Hair', [
    { name: 'black.png', color: COLOURS.black, inset: 20 },
    { name: 'white.png', color: COLOURS.white, inset: 20 },
    { name: 'orange.png', color: COLOURS.orange, inset: 20 },
  ]);
  await addLayer(page, 'Hat', [
    { name: 'cap.png', color: COLOURS.cyan, inset: 40 },
    { name: 'crown.png', color: COLOURS.yellow, inset: 40 },
  ]);
  await expect(page.getByTestId('possible-combinations')).toHaveText('18');

  const rules = page.getByRole('region', { name: 'Rules' });
  await rules.getByRole('radiogroup', { name: 'Rule value' }).getByRole('radio', { name: 'Hat: crown' }).check();
  await rules.getByLabel('Rule kind').selectOption('oneOf');
  await rules.getByLabel('Rule other value', { exact: true }).getByRole('checkbox', { name: 'Hair: black' }).check();
  await expect(rules.getByText('Pick two or more values for "requires one of".')).toBeVisible();
  await expect(rules.getByRole('button', { name: 'Add rule' })).toBeDisabled();
  await addRule(page, 'Hat: crown', 'oneOf', 'Hair: white');
  await expect(rules.getByText('crown requires one of black or white')).toBeVisible();
  // 3 x 3 x 2 less crown with orange (3 x 1 x 1).
  await expect(page.getByTestId('possible-combinations')).toHaveText('15');

  // Two thirds of 9 tokens get crown: exactly the 6 combinations the rule leaves it.
  await page.getByLabel('Weight of crown').fill('2');
  await page.getByLabel('Collection size').fill('9');
  await page.getByRole('button', { name: 'Generate NFT Files' }).click();
  await expect(page.getByText('9 / 9 (100%)')).toBeVisible({ timeout: 60_000 });
  const metadata = await zipFiles(page, 'Generate Metadata (JSON)', 'string');
  const tokens = [...metadata.values()].map((json) => {
    const attributes = JSON.parse(json).attributes as { trait_type: string; value: string }[];
    return Object.fromEntries(attributes.map((a) => [a.trait_type, a.value]));
  });
  expect(tokens).toHaveLength(9);
  const crowned = tokens.filter((t) => t.Hat === 'crown');
  expect(crowned).toHaveLength(6);
  expect(crowned.map((t) => t.Hair).sort()).toEqual(['black', 'black', 'black', 'white', 'white', 'white']);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Rules' }).getByText('crown requires one of black or white')).toBeVisible();
  await expect(page.getByTestId('possible-combinations')).toHaveText('15');
});
