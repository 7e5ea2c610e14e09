import { randomBytes } from 'node:crypto';
import { toBech32 } from '@cosmjs/encoding';
import { test, expect } from './fixtures/test.ts';
import type { Page } from '@playwright/test';

const INVALID = 'Invalid recipient address format. Must start with "stars" followed by 39 characters.';
const randomStars = () => toBech32('stars', randomBytes(20));

async function lend(page: Page, recipient: string, credits: string) {
  await page.getByLabel('Recipient address').fill(recipient);
  await page.getByLabel('Credits').fill(credits);
  await page.getByRole('button', { name: 'Submit' }).click();
}

const figure = (page: Page, label: string) => page.getByTestId(`borrow-${label}`);

test('lends credits, shows the record, moves the credits and deletes the record', async ({ page, browser, signIn, indexer }) => {
  const recipientPage = await browser.newPage();
  const { address: recipient } = await signIn('keplr', recipientPage);
  const { address } = await signIn();
  await indexer.setHoldings(address, { batKids: 1 });

  await page.goto('/#/borrow');
  await expect(page.getByText('Note: This functionality is currently in the testing stage and may not work globally yet.')).toBeVisible();
  await expect(figure(page, 'total')).toHaveText('1000');
  await expect(figure(page, 'available')).toHaveText('1000');
  await expect(figure(page, 'borrowed')).toHaveText('0');
  await expect(page.getByText('No borrow records found.')).toBeVisible();
  await expect(page.getByLabel('Credits')).toHaveAttribute('max', '1000');

  await lend(page, recipient, '300');
  await expect(page.getByText('Credits lent successfully')).toBeVisible();
  const row = page.getByRole('table', { name: 'Borrow records' }).getByRole('row').nth(1);
  await expect(row).toContainText(recipient);
  await expect(row).toContainText('300');
  await expect(figure(page, 'available')).toHaveText('700');
  await expect(figure(page, 'borrowed')).toHaveText('300');
  await expect(page.getByLabel('Recipient address')).toHaveValue('');

  // The recipient gains the credits, and cannot lend them on.
  await recipientPage.goto('/#/borrow');
  await expect(recipientPage.getByText('You received 300 credits from others')).toBeVisible();
  await expect(figure(recipientPage, 'available')).toHaveText('0');
  const credits = await recipientPage.request.get('/api/fetch.php');
  expect(await credits.json()).toMatchObject({ credits: 300, received: 300, lendable: 0 });

  await page.getByRole('button', { name: `Delete record for ${recipient}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Are you sure you want to delete this record?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No borrow records found.')).toBeVisible();
  await expect(figure(page, 'available')).toHaveText('1000');
  expect(await (await recipientPage.request.get('/api/fetch.php')).json()).toMatchObject({ credits: 0 });
  await recipientPage.close();
});

test('shows the validation messages and stores nothing', async ({ page, signIn, indexer }) => {
  const { address } = await signIn();
  await indexer.setHoldings(address, { badMorning: 2 });
  await page.goto('/#/borrow');
  await expect(figure(page, 'available')).toHaveText('1000');
  const alert = page.getByRole('alert');

  await lend(page, 'stars1tooshort', '10');
  await expect(alert).toHaveText(INVALID);
  const good = randomStars();
  await lend(page, good.slice(0, -1) + (good.endsWith('q') ? 'p' : 'q'), '10');
  await expect(alert).toHaveText(INVALID);
  await lend(page, address.toUpperCase().replace(/^STARS/, 'stars'), '10');
  await expect(alert).toHaveText(INVALID);
  await lend(page, address, '10');
  await expect(alert).toHaveText('Cannot borrow to your own wallet address');
  await lend(page, good, '1001');
  await expect(alert).toHaveText('Cannot borrow more than available credits (1000)');
  await lend(page, good, '0');
  await expect(alert).toHaveText(/^Credits must be a whole number/);

  await expect(page.getByText('No borrow records found.')).toBeVisible();
  await expect(figure(page, 'borrowed')).toHaveText('0');
});

test('asks a visitor to connect a wallet first', async ({ page }) => {
  await page.goto('/#/borrow');
  await lend(page, randomStars(), '1');
  await expect(page.getByRole('alert')).toHaveText('Please connect your wallet first');
  await expect(page.getByText('No borrow records found.')).toBeVisible();
});

test.describe('a records list that fails to load', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource|Database down/] });

  test('says why beside the figures and the form, and loads on "Try again"', async ({ page, signIn }) => {
    await signIn();
    await page.route('**/api/select_borrow.php', (route) => route.fulfill({ status: 500, json: { error: 'Database down' } }));
    await page.goto('/#/borrow');
    await expect(page.getByRole('alert')).toHaveText('Failed to fetch records: Database down');
    await expect(page.getByText('Note: This functionality is currently in the testing stage and may not work globally yet.')).toBeVisible();
    await expect(figure(page, 'available')).toHaveText('0');
    await expect(page.getByLabel('Recipient address')).toBeVisible();

    await page.unroute('**/api/select_borrow.php');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('No borrow records found.')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
