// The look-alike guard end to end: tokens that differ only by a fully transparent image or None render
// the same pixels and are listed by number; one click from the list opens the re-roll dialog, and after
// the re-roll the list follows the new images (also after a reload); the threshold widens the near list,
// and the token table flags each token of a group.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { addLayer, COLOURS } from './support/helpers.ts';

const { red: RED, green: GREEN, blue: BLUE, black: BLACK } = COLOURS;

const pair = (text: string | null) => [.../(\d+) and #(\d+)/.exec(text!)!.slice(1)].map(Number);

/** The sentences of the groups listed under `list` ("Identical images" or "Near-identical images"). */
const groups = (page: Page, list: string) =>
  page.getByRole('region', { name: 'Look-alikes' }).getByRole('list', { name: list, exact: true }).locator(':scope > li > p');

test('tokens that render the same pixels are listed, each one click from a re-roll that takes it off the list', async ({ page }) => {
  await page.goto('/#/randomizer');
  await page.getByPlaceholder('e.g., My NFT').fill('Twins');
  await addLayer(page, 'Background', [
    { name: 'red.png', color: RED, inset: 0 },
    { name: 'green.png', color: GREEN, inset: 0 },
    { name: 'blue.png', color: BLUE, inset: 0 },
  ]);
  await addLayer(page, 'Hat', [
    { name: 'cap.png', color: BLACK, inset: 30 },
    // An inset of half the size leaves nothing drawn: a fully transparent image.
    { name: 'ghost.png', color: BLACK, inset: 50 },
  ]);
  await page.getByLabel('Allow none in Hat').check();
  await page.getByRole('textbox', { name: 'Seed' }).fill('look-alikes');
  // Every combination until the count arrives, then fewer.
  await expect(page.getByLabel('Collection size')).toHaveValue('9');
  await page.getByLabel('Collection size').fill('6');
  await page.getByRole('button', { name: 'Generate NFT Files' }).click();
  await expect(page.getByText('6 / 6 (100%)')).toBeVisible();

  // Exact counts make two tokens of each background and two of each hat, all different: one background
  // gets ghost and None, the only pair of tokens that render the same pixels.
  const identical = groups(page, 'Identical images');
  await expect(identical).toHaveText([/^#\d+ and #\d+ render the same pixels$/]);
  const [a, b] = pair(await identical.textContent());
  const panel = page.getByRole('region', { name: 'Look-alikes' });
  await expect(panel.getByRole('list', { name: 'Near-identical images', exact: true })).toHaveCount(0);

  // Within the widest threshold every image is like every other: one group of all six.
  const threshold = panel.getByRole('spinbutton', { name: 'Look-alike threshold' });
  await threshold.fill('480');
  await expect(groups(page, 'Near-identical images')).toHaveText(['#1, #2, #3, #4, #5 and #6 look alike']);
  // The token table flags the same groups token by token, the same pixels first.
  await page.getByRole('radio', { name: 'Token table' }).check();
  const flag = (n: number) =>
    page
      .getByRole('row', { name: `Token #${n}`, exact: true })
      .getByRole('cell')
      .nth(7);
  await expect(flag(a!)).toHaveText(`Same pixels as #${b}`);
  const other = [1, 2, 3, 4, 5, 6].find((n) => n !== a && n !== b)!;
  const others = [1, 2, 3, 4, 5, 6].filter((n) => n !== other).map((n) => `#${n}`);
  await expect(flag(other)).toHaveText(`Looks like ${others.slice(0, -1).join(', ')} and ${others.at(-1)}`);
  await page.getByRole('radio', { name: 'Cards' }).check();
  await threshold.fill('2');
  await expect(panel.getByRole('list', { name: 'Near-identical images', exact: true })).toHaveCount(0);

  await panel.getByRole('button', { name: `Re-roll #${b}` }).click();
  const dialog = page.getByRole('dialog', { name: `Re-roll #${b}` });
  await dialog.getByRole('checkbox', { name: /^Keep Background/ }).check();
  await dialog.getByRole('button', { name: 'Find a re-roll' }).click();
  // The one free row of that background is the cap: a token with a cap takes the one given up.
  const swap = dialog.getByRole('list', { name: 'Swaps' }).getByRole('listitem');
  await expect(swap).toHaveText([new RegExp(`^#${b} gets cap, #\\d+ gets (ghost|None)$`)]);
  const partner = Number(/, #(\d+) gets/.exec((await swap.textContent())!)![1]);
  await dialog.getByRole('button', { name: 'Apply re-roll' }).click();
  await expect(dialog).toHaveCount(0);
  // #a and #b differ now; the partner's background now holds ghost and None.
  await expect(identical).toHaveText([/^#\d+ and #\d+ render the same pixels$/]);
  const after = pair(await identical.textContent());
  expect(after).toContain(partner);
  expect(after).not.toEqual([a, b]);

  await page.reload();
  await expect(identical).toHaveText([`#${after[0]} and #${after[1]} render the same pixels`]);
});
