import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { pngBytes } from '../server/test/images.ts';

const cover = (name: string, width = 60, height = 40) => ({ name, mimeType: 'image/png', buffer: Buffer.from(pngBytes(width, height)) });

async function create(page: Page, name: string, description = '', file: ReturnType<typeof cover> | null = cover(`${name}.png`)) {
  const form = page.getByRole('region', { name: 'Create a collection' });
  await form.getByLabel('Collection name').fill(name);
  await form.getByLabel('Description').fill(description);
  if (file) await form.getByLabel('Cover image').setInputFiles(file);
  await form.getByRole('button', { name: 'Create collection' }).click();
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('a Keplr holder creates up to the limit, edits and deletes', async ({ page, signIn, indexer }) => {
  const { address } = await signIn();
  await indexer.setHoldings(address, { batKids: 2, lazySloth: 1 });
  await page.reload();
  await expect(page.getByLabel('Total credits')).toHaveText('2600');
  await expect(page.getByLabel('Supported collections')).toHaveText('3');

  await page.getByRole('link', { name: 'Create collection' }).click();
  await expect(page.getByTestId('collection-count')).toHaveText('0 / 3');
  await create(page, '  First  ', 'The first one', cover('tall.png', 400, 900));
  await expect(page.getByRole('status')).toHaveText('Collection added successfully');
  await expect(card(page, 'First')).toBeVisible();
  // The cover was downscaled in the browser to 300 px height before upload.
  const img = card(page, 'First').getByRole('img', { name: 'First cover' });
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalHeight)).toBe(300);
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(133);

  await create(page, 'Second');
  await expect(card(page, 'Second')).toBeVisible();
  await create(page, 'Third');
  await expect(card(page, 'Third')).toBeVisible();
  await expect(page.getByTestId('collection-count')).toHaveText('3 / 3');

  await create(page, 'Fourth');
  await expect(page.getByRole('alert')).toHaveText("You've reached your limit of 3 collections.");
  await expect(page.getByRole('heading', { name: /My Collections/ })).toBeInViewport();
  await expect(card(page, 'Fourth')).toHaveCount(0);

  await card(page, 'Second').getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit collection' });
  await expect(dialog.getByLabel('Collection name')).toHaveValue('Second');
  await dialog.getByLabel('Collection name').fill('Second, renamed');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText('Collection updated successfully');
  await expect(card(page, 'Second, renamed')).toBeVisible();

  await card(page, 'Third').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete collection' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, 'Third')).toBeVisible();
  await card(page, 'Third').getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, 'Third')).toHaveCount(0);
  await expect(page.getByTestId('collection-count')).toHaveText('2 / 3');

  await page.reload();
  await expect(card(page, 'First')).toBeVisible();
  await expect(card(page, 'Second, renamed')).toBeVisible();
  await expect(card(page, 'Third')).toHaveCount(0);
});

test('the NFT files button and the editor route open the collection', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/#/collections');
  await create(page, 'Gallery', 'desc');
  await expect(card(page, 'Gallery')).toBeVisible();
  const href = await card(page, 'Gallery').getByRole('link', { name: 'NFT files' }).getAttribute('href');
  const id = href?.match(/collection\/edit\/files\/(\d+)$/)?.[1];
  expect(id).toBeTruthy();

  await page.goto(`/#/collection/edit/${id}`);
  await expect(page.getByLabel('Collection name')).toHaveValue('Gallery');
  await page.getByLabel('Description').fill('  new words ');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/#\/collections$/);
  await expect(card(page, 'Gallery')).toContainText('new words');
});

test('the form refuses a missing name and a cover that is not an image', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/#/collections');
  const form = page.getByRole('region', { name: 'Create a collection' });
  await form.getByRole('button', { name: 'Create collection' }).click();
  await expect(page.getByRole('alert')).toHaveText('Collection name is required');
  await form.getByLabel('Collection name').fill('Text cover');
  await form.getByLabel('Cover image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await form.getByRole('button', { name: 'Create collection' }).click();
  await expect(page.getByRole('alert')).toHaveText('Cover must be an image file');
  await expect(page.getByTestId('collection-count')).toHaveText('0 / 1');
});

test('an email user is refused a second collection', async ({ page, signIn }) => {
  await signIn('email');
  await page.goto('/#/collections');
  await expect(page.getByTestId('collection-count')).toHaveText('0 / 1');
  // The cover is optional.
  await create(page, 'Only one', '', null);
  await expect(page.getByText('Collection added successfully')).toBeVisible();
  await expect(card(page, 'Only one')).toBeVisible();
  await expect(card(page, 'Only one').getByRole('img')).toHaveCount(0);
  await create(page, 'One more');
  await expect(page.getByRole('alert')).toHaveText(
    "You've reached your limit of 1 free collection. Please upgrade to create more collections.",
  );
  await expect(page.getByTestId('collection-count')).toHaveText('1 / 1');
});

test('a MetaMask user is told collections need a Stargaze wallet or email', async ({ page, signIn }) => {
  await signIn('metamask');
  await page.goto('/#/collections');
  await expect(page.getByRole('alert')).toHaveText('Collections are only available for Stargaze wallet addresses and email users');
  await expect(page.getByRole('region', { name: 'Create a collection' })).toHaveCount(0);
});

test('without a proved session the collection screens ask to reconnect', async ({ page }) => {
  for (const path of ['/collections', '/collection/edit/1']) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('alert')).toHaveText('Wallet session has ended or wallet address has changed. Please reconnect wallet.');
  }
});

test.describe('a limit check that fails', () => {
  test.use({ expectedConsoleErrors: [/ERR_FAILED|Failed to load resource/] });

  test('says it could not check the limit, or that the answer was not a list, and adds nothing', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/#/collections');
    await expect(page.getByTestId('collection-count')).toHaveText('0 / 1');
    await page.route('**/api/api.php?walletAdd=*', (route) => route.abort());
    await create(page, 'Blocked');
    await expect(page.getByRole('alert')).toHaveText('Failed to check collection limit');
    await page.unroute('**/api/api.php?walletAdd=*');
    await page.route('**/api/api.php?walletAdd=*', (route) => route.fulfill({ contentType: 'application/json', body: '{"oops":true}' }));
    await create(page, 'Blocked');
    await expect(page.getByRole('alert')).toHaveText('Invalid server response');
    await page.unroute('**/api/api.php?walletAdd=*');
    expect(await (await page.request.get('/api/api.php')).json()).toEqual([]);
  });
});
