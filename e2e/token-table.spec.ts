// The token table over a 10 000-token run: every token reachable in one virtualised table (only the rows
// near the viewport are in the page), sorted by rarity rank, filtered by a trait, searched by name.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { addLayer, colourImages, type ColourLayer } from './support/helpers.ts';

const LAYERS: ColourLayer[] = [
  { name: 'Background', inset: 0, values: ['red', 'green', 'blue', 'yellow', 'magenta', 'cyan', 'black', 'white', 'orange'] },
  { name: 'Body', inset: 10, values: ['red', 'green', 'blue', 'yellow', 'magenta', 'cyan', 'black', 'white', 'orange'] },
  { name: 'Eyes', inset: 20, values: ['red', 'green', 'blue', 'yellow', 'magenta', 'cyan', 'black', 'white', 'orange'] },
  { name: 'Mouth', inset: 30, values: ['red', 'green', 'blue', 'yellow', 'magenta', 'cyan', 'black', 'white', 'orange'] },
  { name: 'Hat', inset: 40, values: ['red', 'black'] },
];
const TOKENS = 10_000;

const table = (page: Page) => page.getByRole('region', { name: 'Token table' });
const bodyRows = (page: Page) => table(page).locator('tbody tr[aria-label^="Token #"]');
/** The text of one column (by its header's position) in the rows rendered now. */
async function column(page: Page, header: string): Promise<string[]> {
  const headers = await table(page).locator('thead th').allTextContents();
  const index = headers.findIndex((text) => text.replace(/ [↑↓]$/, '') === header);
  expect(index).toBeGreaterThanOrEqual(0);
  return bodyRows(page)
    .locator(`td:nth-child(${index + 1})`)
    .allTextContents();
}

test('the token table sorts 10 000 tokens by rank and filters by a trait, with only the rows in view rendered', async ({
  page,
  signIn,
  indexer,
}) => {
  test.setTimeout(300_000);
  const { address } = await signIn();
  await indexer.setHoldings(address, { batKids: 10 });
  await page.goto('/#/randomizer');
  await page.getByPlaceholder('e.g., My NFT').fill('Blocks');
  for (const layer of LAYERS) await addLayer(page, layer.name, colourImages(layer));
  await page.getByRole('textbox', { name: 'Seed' }).fill('token-table');
  await page.getByLabel('Collection size').fill(String(TOKENS));
  await page.getByRole('button', { name: 'Generate NFT Files' }).click();
  await expect(page.getByText(`${TOKENS} / ${TOKENS} (100%)`)).toBeVisible({ timeout: 240_000 });

  await page.getByRole('radio', { name: 'Token table' }).check();
  await expect(table(page).getByRole('status')).toHaveText(`Showing ${TOKENS} of ${TOKENS} tokens`);
  const rendered = await bodyRows(page).count();
  expect(rendered).toBeGreaterThan(0);
  expect(rendered).toBeLessThan(100);

  await table(page).getByRole('button', { name: 'Rank' }).click();
  await expect(table(page).getByRole('columnheader', { name: /Rank/ })).toHaveAttribute('aria-sort', 'ascending');
  const ranks = (await column(page, 'Rank')).map(Number);
  // Rarest first (tokens of equal rarity share a rank).
  expect(ranks[0]).toBe(1);
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

  // The filter's own count of red backgrounds is what the table then shows, every row red.
  const filter = table(page).getByLabel('Filter by Background');
  const red = (await filter.locator('option', { hasText: /^red \(/ }).textContent())!;
  const redCount = Number(/\((\d+)\)/.exec(red)![1]);
  expect(redCount).toBeGreaterThan(TOKENS / 9 - 10);
  await filter.selectOption('red');
  await expect(table(page).getByRole('status')).toHaveText(`Showing ${redCount} of ${TOKENS} tokens`);
  expect(new Set(await column(page, 'Background'))).toEqual(new Set(['red']));
  const redRanks = (await column(page, 'Rank')).map(Number);
  expect(redRanks).toEqual([...redRanks].sort((a, b) => a - b));

  // Scrolled to the end, the last red token is there, and the page still holds only the rows near the view.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(bodyRows(page).last()).toHaveAttribute('aria-rowindex', String(redCount + 1));
  expect(await bodyRows(page).count()).toBeLessThan(100);

  await table(page).getByLabel('Search tokens by name').fill('Blocks #9999');
  await filter.selectOption('');
  await expect(table(page).getByRole('status')).toHaveText(`Showing 1 of ${TOKENS} tokens`);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toHaveAttribute('aria-label', 'Token #9999');
});
