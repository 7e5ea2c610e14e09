// The rarity plan as an artist meets it: plans that exist are made (a share rounded the other way when
// that is what the rules allow), nothing to generate says why and disables Generate, every valid
// combination asked for is a note rather than an error, the size field takes whole numbers only, and
// the nearest feasible counts are a preview that is accepted beside the weights and can be cleared.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { addLayer, addRule, type Rgb } from './support/helpers.ts';

const RED: Rgb = [220, 20, 20];
const BLUE: Rgb = [20, 40, 220];
const BLACK: Rgb = [10, 10, 10];
const YELLOW: Rgb = [240, 220, 20];
const GREEN: Rgb = [20, 200, 40];

const square = (name: string, color: Rgb, inset = 0) => ({ name: `${name}.png`, color, inset });

const plan = (page: Page) => page.getByRole('region', { name: 'Rarity plan' });
const planned = (page: Page, layer: string) =>
  plan(page)
    .getByRole('list', { name: `Planned counts of ${layer}` })
    .getByRole('listitem');
const refusal = (page: Page) => page.getByRole('alert').filter({ hasText: 'This plan cannot be made' });
const generate = (page: Page) => page.getByRole('button', { name: 'Generate NFT Files' });

test('a plan that exists is made: one valid combination of a tied share, and weights 3:1 over two tokens', async ({ page }) => {
  await page.goto('/#/randomizer');
  await addLayer(page, 'Letter', [square('A', RED), square('B', BLUE)]);
  await addLayer(page, 'Mark', [square('solo', BLACK, 30)]);
  await addRule(page, 'Letter: A', 'never', 'Mark: solo');
  await expect(page.getByTestId('possible-combinations')).toHaveText('1');
  await page.getByLabel('Collection size').fill('1');
  await expect(plan(page)).toContainText('Rarity plan (1 generated tokens)');
  await expect(planned(page, 'Letter')).toHaveText([/^A\s*0 \//, /^B\s*1 \//]);
  await expect(refusal(page)).toHaveCount(0);
  await generate(page).click();
  await expect(page.getByText('1 / 1 (100%)')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);

  // No rules, A weighs 3 and B 1, two tokens: 1.5 : 0.5 is not 2 : 0 (one combination twice) but 1 : 1.
  await page
    .getByRole('region', { name: 'Rules' })
    .getByRole('button', { name: /^Remove/ })
    .click();
  await page.getByLabel('Weight of A').fill('3');
  await page.getByLabel('Collection size').fill('2');
  await expect(plan(page)).toContainText('Rarity plan (2 generated tokens)');
  await expect(planned(page, 'Letter')).toHaveText([/^A\s*1 \//, /^B\s*1 \//]);
  await expect(refusal(page)).toHaveCount(0);

  // With room to choose, a share is rounded the other way only when it must be, and the plan says so.
  await addLayer(page, 'Hat', [square('cap', YELLOW, 40), square('crown', GREEN, 40)]);
  await page.getByLabel('Weight of A').fill('5');
  await page.getByLabel('Collection size').fill('3');
  await expect(plan(page)).toContainText('Rarity plan (3 generated tokens)');
  await expect(planned(page, 'Letter')).toHaveText([/^A\s*2 \/ 3/, /^B\s*1 \/ 0/]);
  await expect(plan(page).getByRole('note')).toHaveText(
    'Some shares are rounded the other way so that the rules and uniqueness can be met: A (Letter) 2 instead of 3, B (Letter) 1 instead of 0.',
  );
});

test('no valid combination says why and disables Generate: rules, weights of 0, a layer without images', async ({ page }) => {
  await page.goto('/#/randomizer');
  await page.getByRole('button', { name: 'Add Trait Group' }).click();
  await page.getByLabel('Name of layer 1').fill('Background');
  const blocked = page.locator('#generate-blocked');
  await expect(blocked).toHaveText('Nothing can be generated: Background has no images: add images to generate.');
  await expect(generate(page)).toBeDisabled();
  await expect(generate(page)).toHaveAccessibleDescription('Nothing can be generated: Background has no images: add images to generate.');

  await addLayer(page, 'Hat', [square('cap', BLACK, 30)]);
  // An empty layer beside a filled one is named, not silently left out.
  await expect(page.getByRole('note').filter({ hasText: 'Background has no images' })).toHaveText(
    'Background has no images, so the collection leaves it out: add images or delete it.',
  );
  await expect(generate(page)).toBeEnabled();

  await page.getByLabel('Weight of cap').fill('0');
  await expect(page.getByTestId('possible-combinations')).toHaveText('0');
  const zeroWeights = 'Nothing can be generated: Every weight in Hat is 0: give at least one value a weight above 0.';
  await expect(blocked).toHaveText(zeroWeights);
  await expect(generate(page)).toBeDisabled();
  await expect(generate(page)).toHaveAccessibleDescription(zeroWeights);
  await page.getByLabel('Weight of cap').fill('1');
  await expect(generate(page)).toBeEnabled();

  await addLayer(page, 'Eyes', [square('dots', YELLOW, 45)]);
  await addRule(page, 'Hat: cap', 'never', 'Eyes: dots');
  await expect(page.getByTestId('possible-combinations')).toHaveText('0');
  const rules = 'Nothing can be generated: The rules leave no valid combination: remove or change a rule.';
  await expect(blocked).toHaveText(rules);
  await expect(generate(page)).toBeDisabled();
  await expect(generate(page)).toHaveAccessibleDescription(rules);
});

test('size = every valid combination with weights set is a note, not an error', async ({ page }) => {
  await page.goto('/#/randomizer');
  await addLayer(page, 'Background', [square('red', RED), square('blue', BLUE)]);
  await addLayer(page, 'Hat', [square('cap', BLACK, 30), square('crown', YELLOW, 30)]);
  await page.getByLabel('Weight of red').fill('2');
  await expect(page.getByLabel('Collection size')).toHaveValue('4');
  await expect(plan(page)).toContainText('Rarity plan (4 generated tokens)');
  await expect(plan(page).getByRole('note')).toHaveText('All 4 valid combinations are used, so the weights have no effect on the counts.');
  await expect(refusal(page)).toHaveCount(0);
  await expect(generate(page)).toBeEnabled();
});

test('the size field takes whole numbers from 1 to the maximum and says so otherwise', async ({ page }) => {
  await page.goto('/#/randomizer');
  await addLayer(page, 'Background', [square('red', RED), square('blue', BLUE)]);
  await addLayer(page, 'Hat', [square('cap', BLACK, 30), square('crown', YELLOW, 30)]);
  const size = page.getByLabel('Collection size');
  await size.fill('3');
  await expect(plan(page)).toContainText('Rarity plan (3 generated tokens)');
  for (const typed of ['1.5', '0', '-3']) {
    await size.fill(typed);
    const message = `Collection size must be a whole number from 1 to 4; "${typed}" is not.`;
    await expect(page.locator('#collection-size-error')).toHaveText(message);
    await expect(size).toHaveValue(typed);
    await expect(generate(page)).toBeDisabled();
    await expect(generate(page)).toHaveAccessibleDescription(`Nothing can be generated: ${message}`);
  }
  await size.fill('2');
  await expect(page.locator('#collection-size-error')).toHaveCount(0);
  await expect(plan(page)).toContainText('Rarity plan (2 generated tokens)');
  await expect(generate(page)).toBeEnabled();
  await size.fill('5');
  await expect(page.locator('#collection-size-error')).toHaveText('Collection size can be at most 4 (4 valid combinations).');
});

test('the nearest feasible counts are a preview: dismissed, shown again, accepted beside the weights, cleared', async ({ page }) => {
  await page.goto('/#/randomizer');
  await addLayer(page, 'Background', [square('red', RED), square('blue', BLUE)]);
  await addLayer(page, 'Hat', [square('cap', BLACK, 30), square('crown', YELLOW, 30), square('helmet', GREEN, 30)]);
  await addRule(page, 'Background: red', 'only', 'Hat: crown');
  await page.getByLabel('Weight of red').fill('5');
  await page.getByLabel('Collection size').fill('3');
  // red's share is 2.5 of 3, but only one valid combination holds red.
  await expect(refusal(page)).toContainText('red (Background) needs 2 tokens but only 1 valid combinations hold it.');
  const nearest = refusal(page).getByRole('list', { name: 'Nearest counts of Background' });
  await expect(nearest.getByRole('listitem')).toHaveText([/^red\s*1 \/ 3/, /^blue\s*2 \/ 0/]);

  await refusal(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(nearest).toHaveCount(0);
  await refusal(page).getByRole('button', { name: 'Show the nearest feasible counts' }).click();
  await expect(nearest).toBeVisible();

  await refusal(page).getByRole('button', { name: 'Use the nearest feasible counts' }).click();
  await expect(plan(page)).toContainText('Rarity plan (3 generated tokens)');
  await expect(planned(page, 'Background')).toHaveText([/^red\s*1 \/ 1/, /^blue\s*2 \/ 2/]);
  await expect(page.getByLabel('Weight of red')).toHaveValue('5');
  const accepted = page.getByRole('note', { name: 'Accepted counts' });
  await expect(accepted).toContainText('The accepted counts are in use in place of the weights (the weights are kept).');

  await page.reload();
  await expect(page.getByRole('note', { name: 'Accepted counts' })).toBeVisible();
  await expect(plan(page)).toContainText('Rarity plan (3 generated tokens)');
  await page.getByRole('button', { name: 'Clear the accepted counts' }).click();
  await expect(refusal(page)).toContainText('red (Background) needs 2 tokens but only 1 valid combinations hold it.');
  await expect(page.getByLabel('Weight of red')).toHaveValue('5');
});
