// The files screen where a new user found it saying too little: a replaced image shown at once, a name
// too long to keep refused with its length, the files a value deletion takes away named in its question,
// and an upload a reload cut short said as such with the files to add again.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import type { SignIn } from './fixtures/sign-in.ts';
import { createCollection, xsrfHeader } from './support/helpers.ts';
import { pngBytes } from '../server/test/images.ts';

const image = (name: string, side = 4, shade = 100) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(pngBytes(side, side, [side * 10, shade, 200, 255])),
});
const numbered = (count: number) => Array.from({ length: count }, (_, i) => image(`${i + 1}.png`, 4, i));

async function openCollection(page: Page, signIn: SignIn, name: string) {
  await signIn();
  const id = await createCollection(page, name);
  await page.goto(`/#/collection/edit/files/${id}`);
  await expect(page.getByText('You have 100 free files available in addition to your earned credits.')).toBeVisible();
  return id;
}

const upload = (page: Page, files: ReturnType<typeof image>[]) => page.getByLabel('Choose & Upload Files').setInputFiles(files);
const toast = (page: Page, text: string | RegExp) => page.getByText(text).last();

test('a replaced image shows its new bytes at once, though the old ones were served to be cached for an hour', async ({ page, signIn }) => {
  await openCollection(page, signIn, 'Replaced');
  await upload(page, [image('1.png'), image('2.png')]);
  await expect(toast(page, 'Uploaded 2 of 2 files')).toBeVisible({ timeout: 30_000 });
  const shown = page.getByRole('img', { name: '2.png' });
  await expect(shown).toHaveJSProperty('naturalWidth', 4);

  await upload(page, [image('2.png', 8)]);
  await page.getByRole('dialog', { name: 'Files already exist' }).getByRole('button', { name: 'Replace' }).click();
  await expect(toast(page, 'Uploaded 1 of 1 files')).toBeVisible();
  await expect(shown).toHaveJSProperty('naturalWidth', 8);
  await expect(page.getByRole('img', { name: '1.png' })).toHaveJSProperty('naturalWidth', 4);
  await page.reload();
  await expect(page.getByRole('img', { name: '2.png' })).toHaveJSProperty('naturalWidth', 8);
});

test.describe('a name too long to keep', () => {
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test('is refused with its length and nothing is stored; a name of 150 characters is kept whole', async ({ page, signIn }) => {
    await openCollection(page, signIn, 'Long names');
    const long = `${'a'.repeat(296)}.png`;
    await upload(page, [image(long)]);
    await expect(toast(page, 'Uploaded 0 of 1 files')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('status', { name: 'Upload result' })).toHaveText(
      `${'a'.repeat(50)}...: file name too long: 300 characters, at most 150; shorten it and upload it again`,
    );
    await expect(page.getByTestId('file-counts')).toHaveText('Files: 0 / 100 · Remaining: 100');

    const longest = `${'b'.repeat(146)}.png`;
    await upload(page, [image(longest)]);
    await expect(toast(page, 'Uploaded 1 of 1 files')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('file-row')).toHaveCount(1);
    await expect(page.getByRole('img', { name: longest, exact: true })).toHaveJSProperty('naturalWidth', 4);
  });
});

/** Uploads `count` numbered images through the API, 15 a request, as the screen would. */
async function uploadThroughApi(page: Page, collectionId: number, count: number) {
  for (let first = 1; first <= count; first += 15) {
    const form = new FormData();
    form.set('collectionId', String(collectionId));
    for (let n = first; n < Math.min(first + 15, count + 1); n++)
      form.append('files[]', new Blob([Buffer.from(pngBytes(4, 4, [n, 100, 200, 255]))], { type: 'image/png' }), `${n}.png`);
    const res = await page.request.post('/api/upload_file.php', { headers: await xsrfHeader(page), multipart: form });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
}

test('deleting a value assigned to 40 files names the 40 files in its question', async ({ page, signIn }) => {
  await signIn();
  const id = await createCollection(page, 'Forty');
  await uploadThroughApi(page, id, 40);
  await page.goto(`/#/collection/edit/files/${id}`);
  await expect(page.getByTestId('file-counts')).toHaveText('Files: 40 / 100 · Remaining: 60');

  const traitForm = page.getByRole('form', { name: 'Add new trait' });
  await traitForm.getByLabel('Trait name').fill('Background');
  await traitForm.getByRole('button', { name: 'Add Trait' }).click();
  const valueForm = page.getByRole('form', { name: 'Add Trait Value' });
  for (const value of ['Red', 'Blue']) {
    await valueForm.getByLabel('Trait', { exact: true }).selectOption({ label: 'Background' });
    await valueForm.getByLabel('Value').fill(value);
    await valueForm.getByRole('button', { name: 'Add Value' }).click();
    await expect(page.getByRole('list', { name: 'Defined traits' })).toContainText(value);
  }
  const batch = page.getByRole('form', { name: 'Batch assign trait' });
  await batch.getByLabel('From file #').fill('1');
  await batch.getByLabel('To file #').fill('40');
  await batch.getByLabel('Batch trait').selectOption({ label: 'Background' });
  await batch.getByLabel('Batch value').selectOption({ label: 'Red' });
  await batch.getByRole('button', { name: 'Assign to range' }).click();
  await expect(toast(page, 'Batch assignment completed: 40 successful, 0 failed')).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Delete value Blue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete trait value' });
  await expect(dialog).toContainText('Are you sure you want to delete the value "Blue"?');
  await expect(dialog).not.toContainText('assigned to');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Delete value Red' }).click();
  await expect(dialog).toContainText('Are you sure you want to delete the value "Red"? It is assigned to 40 files; this cannot be undone.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('list', { name: 'Assigned traits of 1.png' })).toContainText('Background: Red');

  await page.getByRole('button', { name: 'Delete trait Background' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete trait' })).toContainText(
    'Are you sure you want to delete the trait "Background" and all its values? They are assigned to 40 files; this cannot be undone.',
  );
  await page.getByRole('dialog', { name: 'Delete trait' }).getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Delete value Red' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('list', { name: 'Assigned traits of 1.png' })).not.toContainText('Background');
  await expect(page.getByRole('button', { name: 'Delete value Red' })).toHaveCount(0);
});

test.describe('an upload a reload cuts short', () => {
  test.use({ expectedConsoleErrors: [/ERR_FAILED|Failed to load resource|net::/] });

  test('comes back with a note naming the files to add again; adding them clears it', async ({ page, signIn }) => {
    test.setTimeout(120_000);
    await openCollection(page, signIn, 'Interrupted');
    // The first batch (1.png ... 15.png) goes through; every other one hangs until the reload ends the page.
    const held: Array<() => void> = [];
    await page.route('**/api/upload_file.php', async (route) => {
      if (route.request().postDataBuffer()?.includes('filename="1.png"')) return route.continue();
      await new Promise<void>((resolve) => held.push(resolve));
      await route.abort().catch(() => undefined);
    });
    const files = numbered(50);
    await upload(page, files);
    await expect(page.getByText('Uploading... 15 of 50 processed')).toBeVisible({ timeout: 30_000 });
    await page.reload();
    for (const release of held) release();
    await page.unroute('**/api/upload_file.php');

    await expect(page.getByTestId('file-counts')).toHaveText('Files: 15 / 100 · Remaining: 85');
    const note = page.getByRole('status', { name: 'Interrupted upload' });
    await expect(note).toContainText(
      'The last upload was interrupted (the page was reloaded or closed before it finished): 35 of 50 files were not uploaded. Add them again:',
    );
    await expect(note).toContainText(Array.from({ length: 35 }, (_, i) => `${i + 16}.png`).join(', '));
    await expect(note).not.toContainText(/(^|\s)15\.png/);

    await upload(page, files.slice(15));
    await expect(toast(page, 'Uploaded 35 of 35 files')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('file-counts')).toHaveText('Files: 50 / 100 · Remaining: 50');
    await expect(note).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('file-counts')).toHaveText('Files: 50 / 100 · Remaining: 50');
    await expect(note).toHaveCount(0);
  });
});
