import JSZip from 'jszip';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { createCollection } from './support/helpers.ts';
import { pngBytes } from '../server/test/images.ts';

const image = (n: number) => ({ name: `${n}.png`, mimeType: 'image/png', buffer: Buffer.from(pngBytes(4, 4, [n * 10, 100, 200, 255])) });

const toast = (page: Page, text: string | RegExp, options: { exact?: boolean } = {}) => page.getByText(text, options).last();

async function addTrait(page: Page, name: string, values: string[]) {
  const traitForm = page.getByRole('form', { name: 'Add new trait' });
  await traitForm.getByLabel('Trait name').fill(name);
  await traitForm.getByRole('button', { name: 'Add Trait' }).click();
  await expect(toast(page, 'Main trait added successfully')).toBeVisible();
  const valueForm = page.getByRole('form', { name: 'Add Trait Value' });
  for (const value of values) {
    await valueForm.getByLabel('Trait', { exact: true }).selectOption({ label: name });
    await valueForm.getByLabel('Value').fill(value);
    await valueForm.getByRole('button', { name: 'Add Value' }).click();
    await expect(page.getByRole('list', { name: 'Defined traits' })).toContainText(value.split(' ').slice(0, 3).join(' '));
  }
}

async function batchAssign(page: Page, from: string, to: string, trait: string, value: string) {
  const form = page.getByRole('form', { name: 'Batch assign trait' });
  await form.getByLabel('From file #').fill(from);
  await form.getByLabel('To file #').fill(to);
  if (trait) await form.getByLabel('Batch trait').selectOption({ label: trait });
  if (value) await form.getByLabel('Batch value').selectOption({ label: value });
  await form.getByRole('button', { name: 'Assign to range' }).click();
}

test('upload, page, define and assign traits, export metadata', async ({ page, signIn }) => {
  test.setTimeout(120_000);
  await signIn();
  const id = await createCollection(page, 'E2E Cats', 'Cats made for the test');
  await page.goto(`/#/collection/edit/files/${id}`);
  await expect(page.getByText('You have 100 free files available in addition to your earned credits.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download All Metadata JSON files' })).toHaveCount(0);

  await page.getByLabel('Choose & Upload Files').setInputFiles(Array.from({ length: 25 }, (_, i) => image(i + 1)));
  await expect(toast(page, 'Uploaded 25 of 25 files')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('file-counts')).toHaveText('Files: 25 / 100 · Remaining: 75');

  const rows = page.getByTestId('file-row');
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText('#1 1.png');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(rows.first()).toContainText('#11 11.png');
  await expect(page).toHaveURL(/page=2/);
  await page.getByLabel('Per page').selectOption('50');
  await expect(rows).toHaveCount(25);
  await expect(rows.last()).toContainText('#25 25.png');
  await page.getByRole('img', { name: '25.png' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('img', { name: '25.png' })).toHaveJSProperty('naturalWidth', 4);
  await page.getByLabel('Per page').selectOption('10');
  await expect(rows).toHaveCount(10);

  await addTrait(page, 'Background', ['Deep blue sea of stars', 'Red']);
  await addTrait(page, 'Eyes', ['Green']);
  await expect(page.getByRole('list', { name: 'Defined traits' })).not.toContainText('of stars');

  await page.getByLabel('Trait value for 1.png').selectOption({ label: 'Background: Red' });
  await page.getByRole('button', { name: 'Assign trait to 1.png' }).click();
  await expect(toast(page, 'Trait assigned successfully')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Assigned traits of 1.png' })).toContainText('Background: Red');
  await expect(page.getByLabel('Trait value for 1.png').locator('optgroup')).toHaveCount(1);
  await expect(page.getByLabel('Trait value for 1.png').locator('optgroup')).toHaveAttribute('label', 'Eyes');

  await batchAssign(page, '5', '2', '', '');
  await expect(toast(page, 'Please enter valid file numbers')).toBeVisible();
  await batchAssign(page, '1', '3', '', '');
  await expect(toast(page, 'Please select both trait and value')).toBeVisible();
  await batchAssign(page, '30', '40', 'Eyes', 'Green');
  await expect(toast(page, 'No valid files found in range 30-40. Available range: 1-25')).toBeVisible();
  await batchAssign(page, '1', '25', 'Background', 'Deep blue sea');
  await expect(toast(page, /^Batch assignment completed: 24 successful, 1 failed/)).toBeVisible();
  await batchAssign(page, '1', '25', 'Eyes', 'Green');
  await expect(toast(page, 'Batch assignment completed: 25 successful, 0 failed')).toBeVisible();

  await page.getByRole('button', { name: 'Remove Eyes from 2.png' }).click();
  await expect(toast(page, 'Trait removed successfully')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Assigned traits of 2.png' })).not.toContainText('Eyes');

  const single = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download JSON of 3.png' }).click();
  const singleFile = await single;
  expect(singleFile.suggestedFilename()).toBe('3.json');
  expect(JSON.parse(await readFile(await singleFile.path(), 'utf8'))).toMatchObject({ name: 'E2E Cats #3' });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download All Metadata JSON files' }).click();
  const zipFile = await download;
  expect(zipFile.suggestedFilename()).toBe('E2E Cats_metadata.zip');
  const zip = await JSZip.loadAsync(await readFile(await zipFile.path()));
  const names = Object.keys(zip.files).sort((a, b) => parseInt(a) - parseInt(b));
  expect(names).toEqual(Array.from({ length: 25 }, (_, i) => `${i + 1}.json`));
  for (let n = 1; n <= 25; n++) {
    const json = JSON.parse(await zip.file(`${n}.json`)!.async('string'));
    const background = n === 1 ? 'Red' : 'Deep blue sea of stars';
    const attributes = [{ trait_type: 'Background', value: background }];
    if (n !== 2) attributes.push({ trait_type: 'Eyes', value: 'Green' });
    expect(json).toEqual({ name: `E2E Cats #${n}`, description: 'Cats made for the test', attributes });
  }

  await page.getByRole('button', { name: 'Delete 10.png' }).click();
  await page.getByRole('dialog', { name: 'Delete file' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'File deleted successfully')).toBeVisible();
  await expect(page.getByTestId('file-counts')).toHaveText('Files: 24 / 100 · Remaining: 76');
});

test('a collection of someone else is refused and leads back to the collections', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/#/collection/edit/files/999999');
  await expect(page.getByText('You do not have permission to view this collection')).toBeVisible();
  await expect(page).toHaveURL(/#\/collections/);
});

test.describe('failures with a real cause', () => {
  test.use({ expectedConsoleErrors: [/status of 502|ERR_FAILED|Failed to load resource/] });

  test('a credits check cut off at upload, and assignments refused or cut off, each say so', async ({ page, signIn }) => {
    await signIn();
    const id = await createCollection(page, 'Faults', '');
    await page.goto(`/#/collection/edit/files/${id}`);
    await expect(page.getByTestId('file-counts')).toHaveText('Files: 0 / 100 · Remaining: 100');
    await page.route('**/api/fetch.php*', (route) => route.abort());
    await page.getByLabel('Choose & Upload Files').setInputFiles([image(1)]);
    await expect(toast(page, 'Error verifying credits limit')).toBeVisible();
    // The allowance already known stands; the server enforces the limit anyway.
    await expect(toast(page, 'Uploaded 1 of 1 files')).toBeVisible({ timeout: 20_000 });
    await page.unroute('**/api/fetch.php*');

    await addTrait(page, 'Mood', ['very happy and bright today']);
    const select = page.getByLabel('Trait value for 1.png');
    // Values are cut to three words; the whole value is the tooltip.
    await expect(select.locator('option', { hasText: 'Mood: very happy and' })).toHaveAttribute('title', 'very happy and bright today');
    await expect(
      page
        .getByRole('list', { name: 'Defined traits' })
        .getByRole('listitem')
        .filter({ hasText: /^very happy and×$/ }),
    ).toHaveAttribute('title', 'very happy and bright today');

    await page.route('**/api/trait_to_file.php', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await select.selectOption({ label: 'Mood: very happy and' });
    await page.getByRole('button', { name: 'Assign trait to 1.png' }).click();
    await expect(toast(page, 'Failed to assign trait')).toBeVisible();
    await page.unroute('**/api/trait_to_file.php');
    await page.route('**/api/trait_to_file.php', (route) => route.abort());
    await select.selectOption({ label: 'Mood: very happy and' });
    await page.getByRole('button', { name: 'Assign trait to 1.png' }).click();
    await expect(toast(page, 'Error assigning trait', { exact: true })).toBeVisible();
    await page.unroute('**/api/trait_to_file.php');

    await select.selectOption({ label: 'Mood: very happy and' });
    await page.getByRole('button', { name: 'Assign trait to 1.png' }).click();
    await expect(page.getByRole('list', { name: 'Assigned traits of 1.png' }).getByRole('listitem')).toHaveAttribute(
      'title',
      'very happy and bright today',
    );
  });
});
