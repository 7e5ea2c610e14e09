// The size the generator opens with plans, and Generate is disabled with the reason whenever it cannot
// run: the default size when the credits limit it (nearest feasible counts, not a refusal) or when the
// templates' layers do (the most tokens they allow); a refused plan of a typed size (its value named,
// also in a template without Type); a size over 10 000. The credits notice counts what the planner counts.
import { test, expect } from './fixtures/test.ts';
import { addLayer, addRule, colourImages, COLOURS, type ColourLayer, type LayerImage } from './support/helpers.ts';
import { humanAndAlien } from './support/drawn-layers.ts';

const generate = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Generate NFT Files' });
const plan = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Rarity plan' });
const refusal = (page: import('@playwright/test').Page) => page.getByRole('alert').filter({ hasText: 'This plan cannot be made' });

const squares = (prefix: string, n: number, inset: number): LayerImage[] =>
  Array.from({ length: n }, (_, i) => ({ name: `${prefix}${i}.png`, color: [(i * 37) % 256, (i * 91) % 256, (i * 53) % 256], inset }));

test('signed out, the credits-limited default size plans with the nearest counts, and the notice counts the valid combinations', async ({
  page,
}) => {
  await page.goto('/#/randomizer');
  await page.getByPlaceholder('e.g., My NFT').fill('Limited');
  await addLayer(page, 'Background', [
    { name: 'red.png', color: COLOURS.red, inset: 0 },
    { name: 'green.png', color: COLOURS.green, inset: 0 },
  ]);
  await addLayer(page, 'Eyes', squares('e', 8, 40));
  await addLayer(page, 'Hat', squares('h', 8, 20));
  // Green never with two of the hats: 48 green and 64 red combinations, 112 valid.
  await addRule(page, 'Background: green', 'never', 'Hat: h6');
  await addRule(page, 'Background: green', 'never', 'Hat: h7');
  await expect(page.getByTestId('possible-combinations')).toHaveText('112');
  // 100 credits: green's share of 100 is 50, but 48 combinations hold it.
  await expect(page.getByLabel('Collection size')).toHaveValue('100');
  await expect(plan(page)).toContainText('Rarity plan (100 generated tokens)');
  await expect(refusal(page)).toHaveCount(0);
  await expect(page.getByRole('note').filter({ hasText: 'The weights cannot be met at the default size' })).toBeVisible();
  await expect(plan(page).getByRole('list', { name: 'Planned counts of Background' }).getByRole('listitem')).toHaveText([
    /^red\s*52 \//,
    /^green\s*48 \//,
  ]);
  await expect(generate(page)).toBeEnabled();
  await expect(page.getByTestId('credit-limit-notice')).toHaveText(
    'Your credits allow 100 of the 112 possible combinations: Generate will make a random 100.',
  );
  // A typed size is the artist's: no notice about what the credits allow, and a refusal disables Generate.
  await page.getByLabel('Collection size').fill('99');
  await expect(page.getByTestId('credit-limit-notice')).toHaveCount(0);
  await expect(refusal(page)).toContainText('green (Background) needs 49 tokens but only 48 valid combinations hold it.');
  await expect(generate(page)).toBeDisabled();
  await expect(generate(page)).toHaveAccessibleDescription(
    /^Nothing can be generated: The plan cannot be made: green \(Background\) needs 49 tokens but only 48 valid combinations hold it\./,
  );
  await page.getByLabel('Collection size').fill('60');
  await expect(plan(page)).toContainText('Rarity plan (60 generated tokens)');
  await expect(generate(page)).toBeEnabled();
});

const FOLK: ColourLayer[] = [
  { name: 'Background', inset: 0, values: ['red', 'green'] },
  { name: 'Head', inset: 20, values: ['black', 'white'] },
  { name: 'Eyes', inset: 40, values: ['cyan', 'magenta'] },
  { name: 'Alien Head', inset: 20, values: ['green', 'blue'] },
];

test('with templates the default size is the most their layers allow, not a refusal', async ({ page }) => {
  await page.goto('/#/randomizer');
  for (const layer of FOLK) await addLayer(page, layer.name, colourImages(layer));
  const templates = await humanAndAlien(page);
  // 16 valid combinations, 8 per template: Human 3 : Alien 1 of 16 would ask 12 of Human; of 11, 8 and 3.
  await templates.getByLabel('Weight of template Human').fill('3');
  await expect(page.getByTestId('possible-combinations')).toHaveText('16');
  await expect(page.getByLabel('Collection size')).toHaveValue('11');
  await expect(plan(page)).toContainText('Rarity plan (11 generated tokens)');
  await expect(refusal(page)).toHaveCount(0);
  await expect(generate(page)).toBeEnabled();
  await page.getByLabel('Collection size').fill('16');
  await expect(refusal(page)).toContainText('Human: The layers give 8 combinations, fewer than the 12 tokens to generate.');
  await expect(generate(page)).toBeDisabled();
});

test('a template without Type whose combinations the other lists is refused by its value, and Generate says why', async ({ page }) => {
  await page.goto('/#/randomizer');
  for (const layer of [FOLK[0]!, FOLK[2]!]) await addLayer(page, layer.name, colourImages(layer));
  const templates = page.getByRole('region', { name: 'Templates' });
  await templates.getByRole('button', { name: 'Add template' }).click();
  await templates.getByRole('button', { name: 'Add template' }).click();
  await templates.getByLabel('Name of template 1').fill('Human');
  await templates.getByLabel('Name of template 2').fill('Alien');
  await templates.getByLabel('Write the template as a trait (Type)').uncheck();
  // Both list Background x Eyes (4 trait sets): Human's 3 tokens leave Alien 1 for its 3.
  await page.getByLabel('Collection size').fill('6');
  await expect(refusal(page)).toContainText(
    /Alien: \w+ \((Background|Eyes)\) needs \d tokens but only \d valid combinations hold it \(the others are listed by a one-of-one or by a token of another template\)\./,
  );
  await expect(generate(page)).toBeDisabled();
  await expect(generate(page)).toHaveAccessibleDescription(/^Nothing can be generated: The plan cannot be made: Alien: \w+ \(/);
});

test('a size over 10 000 disables Generate with the reason', async ({ page, signIn, indexer }) => {
  test.setTimeout(120_000);
  const { address } = await signIn();
  await indexer.setHoldings(address, { batKids: 11 });
  await page.goto('/#/randomizer');
  await page.reload();
  await expect(page.getByTestId('available-credits')).toHaveText('11100');
  for (const [name, inset] of [
    ['A', 0],
    ['B', 15],
    ['C', 30],
    ['D', 40],
  ] as const)
    await addLayer(page, name, squares(name.toLowerCase(), 11, inset));
  await expect(page.getByTestId('possible-combinations')).toHaveText('14641');
  await page.getByLabel('Collection size').fill('10001');
  await expect(page.locator('#collection-size-error')).toHaveText('Collection size can be at most 10 000 (the maximum of 10 000).');
  await expect(generate(page)).toBeDisabled();
  await expect(generate(page)).toHaveAccessibleDescription(
    'Nothing can be generated: Collection size can be at most 10 000 (the maximum of 10 000).',
  );
  await page.getByLabel('Collection size').fill('10000');
  await expect(generate(page)).toBeEnabled({ timeout: 30_000 });
});
