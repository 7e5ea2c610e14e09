// One credits answer for every screen: after a loan each screen shows the same allowance, and a second
// user signing in on the same page never sees a figure of the first.
import { randomBytes } from 'node:crypto';
import { toBech32 } from '@cosmjs/encoding';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { createCollection } from './support/helpers.ts';

/** In-app navigation: the page (and its query cache) stays the same. */
const go = (page: Page, hash: string) => page.evaluate((h) => void (window.location.hash = h), hash);

async function expectAllowanceEverywhere(page: Page, allowance: number, collectionId: number) {
  await go(page, '#/');
  await expect(page.getByLabel('Total credits')).toHaveText(String(allowance));
  await go(page, `#/collection/edit/files/${collectionId}`);
  await expect(page.getByText(`Files: 0 / ${allowance} · Remaining: ${allowance}`)).toBeVisible();
  await go(page, '#/randomizer');
  await expect(page.getByTestId('available-credits')).toHaveText(String(allowance));
  await go(page, '#/renameizer');
  await expect(page.getByText(`You can rename up to ${allowance} files based on your credits.`)).toBeVisible();
}

test('after a loan every screen shows the same allowance; the next user on the page sees none of it', async ({ page, signIn, indexer }) => {
  test.setTimeout(120_000);
  const { address: first } = await signIn();
  // 2000 + 500 + 300 partner credits.
  await indexer.setHoldings(first, { batKids: 2, badMorning: 1, joinRevolution: 3 });
  await page.reload();
  const firstCollection = await createCollection(page, 'First collection');

  await go(page, '#/borrow');
  await expect(page.getByTestId('borrow-available')).toHaveText('2800');
  await page.getByLabel('Recipient address').fill(toBech32('stars', randomBytes(20)));
  await page.getByLabel('Credits').fill('100');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Credits lent successfully')).toBeVisible();
  await expect(page.getByTestId('borrow-total')).toHaveText('2800');
  await expect(page.getByTestId('borrow-available')).toHaveText('2700');
  await expect(page.getByTestId('borrow-borrowed')).toHaveText('100');
  // 2800 - 100 lent + 100 free: what the server enforces, on every screen.
  await expectAllowanceEverywhere(page, 2800, firstCollection);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Session ended successfully!')).toBeVisible();
  // From here on, any of the first user's figures in the page is a leak.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { leaked: string[] }).leaked = seen;
    new MutationObserver(() => {
      const text = document.body.innerText;
      for (const figure of ['2800', '2700']) if (text.includes(figure)) seen.push(`${figure} at ${window.location.hash}`);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  // The second user holds nothing: the free allowance everywhere, nothing to lend.
  await signIn();
  const secondCollection = await createCollection(page, 'Second collection');
  await go(page, '#/borrow');
  await expect(page.getByTestId('borrow-total')).toHaveText('0');
  await expect(page.getByTestId('borrow-available')).toHaveText('0');
  await expect(page.getByText('No borrow records found.')).toBeVisible();
  await expectAllowanceEverywhere(page, 100, secondCollection);
  expect(await page.evaluate(() => (window as unknown as { leaked: string[] }).leaked)).toEqual([]);
});
