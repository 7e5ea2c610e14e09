// The generator end to end: weights, an optional layer, a never-with rule, a collection size and a seed
// set through the UI; the exported metadata holds exactly the planned counts, and a second run with the
// same seed (after a reload that must keep every setting) gives byte-identical images and JSON.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { addLayer, addRule, COLOURS, zipFiles } from './support/helpers.ts';

const { red: RED, green: GREEN, blue: BLUE, black: BLACK, white: WHITE, yellow: YELLOW } = COLOURS;

async function exportSet(page: Page): Promise<{ images: Map<string, string>; metadata: Map<string, string> }> {
  return {
    images: await zipFiles(page, 'Download All Images in batches (ZIP)', 'base64'),
    metadata: await zipFiles(page, 'Generate Metadata (JSON)', 'string'),
  };
}

test('weights, None, a rule, a size and a seed give exactly the planned collection, the same again after a reload', async ({ page }) => {
  await page.goto('/#/randomizer');
  await page.getByPlaceholder('e.g., My NFT').fill('Blocks');
  await page.getByLabel('Metadata format').selectOption({ label: 'Layer: value' });
  await addLayer(page, 'Background', [
    { name: 'red.png', color: RED, inset: 0 },
    { name: 'green.png', color: GREEN, inset: 0 },
    { name: 'blue.png', color: BLUE, inset: 0 },
  ]);
  await addLayer(page, 'Body', [
    { name: 'body1.png', color: YELLOW, inset: 20 },
    { name: 'body2.png', color: WHITE, inset: 20 },
    { name: 'body3.png', color: BLACK, inset: 20 },
  ]);
  await addLayer(page, 'Hat', [
    { name: 'cap.png', color: RED, inset: 40 },
    { name: 'crown.png', color: YELLOW, inset: 40 },
    { name: 'helmet.png', color: GREEN, inset: 40 },
  ]);
  await expect(page.getByTestId('possible-combinations')).toHaveText('27');

  await page.getByLabel('Weight of blue').fill('2');
  const background = page.getByTestId('layer-card').nth(0);
  await expect(background.getByTestId('weight-share')).toHaveText(['25 %', '25 %', '50 %']);
  await page.getByLabel('Allow none in Hat').check();
  await expect(page.getByLabel('Weight of None in Hat')).toHaveValue('1');
  await expect(page.getByTestId('possible-combinations')).toHaveText('36');

  const rules = page.getByRole('region', { name: 'Rules' });
  await addRule(page, 'Background: red', 'never', 'Hat: cap');
  await expect(rules.getByText('red never with cap')).toBeVisible();
  // 3 x 3 x 4 minus red with cap (1 x 3 x 1).
  await expect(page.getByTestId('possible-combinations')).toHaveText('33');

  await page.getByLabel('Collection size').fill('12');
  await page.getByLabel('Seed').fill('issue-13');
  const plan = page.getByRole('region', { name: 'Rarity plan' });
  await expect(plan.getByRole('list', { name: 'Planned counts of Background' }).getByRole('listitem')).toHaveText([
    /^red.*3 \/ 3/,
    /^green.*3 \/ 3/,
    /^blue.*6 \/ 6/,
  ]);
  await expect(plan.getByRole('list', { name: 'Planned counts of Hat' }).getByRole('listitem')).toHaveText([
    /cap.*3 \/ 3/,
    /crown.*3 \/ 3/,
    /helmet.*3 \/ 3/,
    /None.*3 \/ 3/,
  ]);

  await page.getByRole('button', { name: 'Generate NFT Files' }).click();
  await expect(page.getByText('12 / 12 (100%)')).toBeVisible();
  const first = await exportSet(page);
  expect([...first.metadata.keys()].sort()).toEqual(Array.from({ length: 12 }, (_, i) => `${i + 1}.json`).sort());
  const tokens = [...first.metadata.values()].map((json) => Object.assign({}, ...JSON.parse(json).attributes) as Record<string, string>);
  const count = (layer: string, value: string | undefined) => tokens.filter((t) => t[layer] === value).length;
  expect(['red', 'green', 'blue'].map((v) => count('Background', v))).toEqual([3, 3, 6]);
  expect(['body1', 'body2', 'body3'].map((v) => count('Body', v))).toEqual([4, 4, 4]);
  expect(['cap', 'crown', 'helmet', undefined].map((v) => count('Hat', v))).toEqual([3, 3, 3, 3]);
  expect(tokens.filter((t) => t.Background === 'red' && t.Hat === 'cap')).toEqual([]);
  expect(new Set(tokens.map((t) => JSON.stringify(t))).size).toBe(12);
  // Shuffled, not the spec's enumeration order.
  expect(tokens.map((t) => t.Background)).not.toEqual([...tokens.map((t) => t.Background)].sort());

  await page.reload();
  await expect(page.getByLabel('Weight of blue')).toHaveValue('2');
  await expect(page.getByLabel('Allow none in Hat')).toBeChecked();
  await expect(page.getByLabel('Collection size')).toHaveValue('12');
  await expect(page.getByLabel('Seed')).toHaveValue('issue-13');
  await expect(page.getByRole('region', { name: 'Rules' }).getByText('red never with cap')).toBeVisible();
  await page.getByRole('button', { name: 'Generate NFT Files' }).click();
  await page.getByRole('dialog', { name: 'Start a new run?' }).getByRole('button', { name: 'Discard and generate' }).click();
  await expect(page.getByText('12 / 12 (100%)')).toBeVisible();
  const second = await exportSet(page);
  expect(second.metadata).toEqual(first.metadata);
  expect(second.images.size).toBe(12);
  expect(second.images).toEqual(first.images);
});

test('a size above the valid combinations is refused with the maximum; a rule naming a deleted image is dropped with a warning', async ({
  page,
}) => {
  await page.goto('/#/randomizer');
  await addLayer(page, 'Background', [
    { name: 'red.png', color: RED, inset: 0 },
    { name: 'blue.png', color: BLUE, inset: 0 },
  ]);
  await addLayer(page, 'Hat', [
    { name: 'cap.png', color: BLACK, inset: 30 },
    { name: 'crown.png', color: YELLOW, inset: 30 },
  ]);
  await expect(page.getByLabel('Collection size')).toHaveValue('4');
  await page.getByLabel('Collection size').fill('5');
  await expect(page.locator('#collection-size-error')).toHaveText('Collection size can be at most 4 (4 valid combinations).');
  await page.getByRole('button', { name: 'Use the default size' }).click();
  await expect(page.getByLabel('Collection size')).toHaveValue('4');

  const rules = page.getByRole('region', { name: 'Rules' });
  await addRule(page, 'Background: red', 'only', 'Hat: crown');
  await expect(page.getByTestId('possible-combinations')).toHaveText('3');
  // Size = valid count: every valid combination is made, and weights cannot change the counts (a note,
  // not a refusal: red only with crown leaves red 1 of the 3 valid combinations, whatever its weight).
  await expect(page.getByRole('region', { name: 'Rarity plan' })).toContainText('Rarity plan (3 generated tokens)');
  await page.getByLabel('Weight of red').fill('2');
  await expect(page.getByRole('region', { name: 'Rarity plan' }).getByRole('note')).toHaveText(
    'All 3 valid combinations are used, so the weights have no effect on the counts.',
  );
  await expect(page.getByRole('alert').filter({ hasText: 'This plan cannot be made' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete crown.png' }).click();
  await expect(page.getByText('The rule "red only with crown" was dropped: a value it names was deleted.')).toBeVisible();
  await expect(rules.getByText('No rules: any value may go with any other.')).toBeVisible();
  await expect(page.getByTestId('possible-combinations')).toHaveText('2');
});

test('Preview draws one token of the layers at output size without a run', async ({ page }) => {
  await page.goto('/#/randomizer');
  await addLayer(page, 'Background', [{ name: 'green.png', color: GREEN, inset: 0 }]);
  await addLayer(page, 'Eyes', [{ name: 'black.png', color: BLACK, inset: 40 }]);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('img', { name: 'Preview token' });
  await expect(preview).toBeVisible();
  await expect(page.getByText('Background: green, Eyes: black')).toBeVisible();
  // The output size (250 px by default), as a run would make it, not the 100 px uploads.
  expect(await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([250, 250]);
  await expect(page.getByRole('article')).toHaveCount(0);
});
