// The look-alike guard's re-roll on a planted set: Background {Red, Red with 3 pixels changed, Blue,
// Green} x 4 Eyes. Where the counts allow it (8 tokens), "Re-roll the look-alikes" leaves no look-alike
// pair and every count as it was; where they cannot (14 and 10 tokens: the two reds are in more tokens
// than the 4 Eyes can tell apart), it says so and offers a merge and an exclusion with their counts.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { addLayer, COLOURS, generate } from './support/helpers.ts';
import { theSet, valueCounts } from './support/curation.ts';

const { red: RED, blue: BLUE, green: GREEN, yellow: YELLOW, magenta: MAGENTA, cyan: CYAN, black: BLACK } = COLOURS;

async function plantedRun(page: Page, size: number) {
  await page.goto('/#/randomizer');
  await page.getByPlaceholder('e.g., My NFT').fill('Planted');
  await addLayer(page, 'Background', [
    { name: 'Red.png', color: RED, inset: 0 },
    { name: 'Red 2.png', color: RED, inset: 0, specks: 3 },
    { name: 'Blue.png', color: BLUE, inset: 0 },
    { name: 'Green.png', color: GREEN, inset: 0 },
  ]);
  await addLayer(page, 'Eyes', [
    { name: 'Yellow.png', color: YELLOW, inset: 30 },
    { name: 'Magenta.png', color: MAGENTA, inset: 30 },
    { name: 'Cyan.png', color: CYAN, inset: 30 },
    { name: 'Black.png', color: BLACK, inset: 30 },
  ]);
  await page.getByRole('textbox', { name: 'Seed' }).fill('planted');
  await expect(page.getByLabel('Collection size')).toHaveValue('16');
  await page.getByLabel('Collection size').fill(String(size));
  await generate(page, size);
}

const panel = (page: Page) => page.getByRole('region', { name: 'Look-alikes' });
const nearGroups = (page: Page) => panel(page).getByRole('list', { name: 'Near-identical images', exact: true }).locator(':scope > li > p');

test('where the counts allow it, the guard re-rolls the look-alikes away keeping every count', async ({ page }) => {
  test.setTimeout(180_000);
  await plantedRun(page, 8);
  await expect(nearGroups(page).first()).toHaveText(/^#\d+ and #\d+ look alike$/, { timeout: 30_000 });
  const before = await theSet(page, 8);

  await panel(page).getByRole('button', { name: 'Re-roll the look-alikes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Re-roll the look-alikes' });
  await dialog.getByRole('button', { name: 'Find a re-roll without look-alikes' }).click();
  await expect(dialog.getByRole('list', { name: 'Swaps' }).getByRole('listitem').first()).toHaveText(
    /^#\d+ gets \w+( 2)?, #\d+ gets \w+( 2)?$/,
  );
  // The focus stays in the dialog: on "Apply re-roll", and Tab goes round its own controls.
  await expect(dialog.getByRole('button', { name: 'Apply re-roll' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Apply re-roll' }).click();
  await expect(dialog).toHaveCount(0);

  await expect(panel(page).getByText('No look-alikes: every image differs from the others by more than the threshold.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('region', { name: 'Edit log' }).getByRole('listitem')).toHaveText([
    /^Re-roll look-alikes #\d+ and #\d+.*, seed \w+: /,
  ]);
  const after = await theSet(page, 8);
  expect(valueCounts(after.all)).toBe(valueCounts(before.all));
  expect(new Set(after.all.map((a) => JSON.stringify(a))).size).toBe(8);
});

for (const size of [14, 10])
  test(`at ${size} tokens the guard says no re-roll can do it and offers a merge or an exclusion with their counts`, async ({ page }) => {
    test.setTimeout(180_000);
    await plantedRun(page, size);
    await expect(nearGroups(page).first()).toHaveText(/^#\d+ and #\d+ look alike$/, { timeout: 30_000 });
    await panel(page).getByRole('button', { name: 'Re-roll the look-alikes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Re-roll the look-alikes' });
    await dialog.getByRole('button', { name: 'Find a re-roll without look-alikes' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('No re-roll keeps every count and leaves no look-alike.');
    const reds = size === 14 ? 8 : 6;
    await expect(
      dialog.getByText(`Red and Red 2 (Background) look alike: they are in ${reds} tokens, but the other traits give only 4 combinations`),
    ).toBeVisible();
    // At 14 the three backgrounds left give 12 combinations: both choices plan 12 tokens.
    const merge = dialog.getByRole('group', { name: 'Treat Red and Red 2 (Background) as one value: Red takes the weight of Red 2' });
    const leave = dialog.getByRole('group', { name: 'Leave out Red 2 (Background)' });
    if (size === 14) {
      await expect(merge).toContainText('Red 4, Red 2 0, Blue 4, Green 4 in 12 tokens');
      await expect(leave).toContainText('Red 4, Red 2 0, Blue 4, Green 4 in 12 tokens');
    } else {
      await expect(merge).toContainText('Red 4, Red 2 0, Blue 3, Green 3 in 10 tokens');
      await expect(leave).toContainText('Red 4, Red 2 0, Blue 3, Green 3 in 10 tokens');
    }
    // A choice sets the weights for the next run; nothing of this run changes.
    await leave.getByRole('button', { name: 'Use this for the next run' }).click();
    await expect(dialog.getByRole('status')).toContainText('The weights are changed');
    await expect(page.getByRole('region', { name: 'Edit log' })).toHaveCount(0);
  });
