import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import type { Download, Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { pngBytes } from '../server/test/images.ts';

// The trace recorder fetches the hover preview's blob: image to inline it in a snapshot, which the CSP
// (connect-src 'self') refuses with a console error; the app itself never fetches a blob: URL.
test.use({ trace: 'off' });

interface Upload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const EXTENSIONS: Array<[string, string]> = [
  ['.png', 'image/png'],
  ['.jpg', 'image/jpeg'],
  ['.txt', 'text/plain'],
  ['.webp', 'image/webp'],
  ['', 'application/octet-stream'],
];

/** `count` files with distinct names, extensions and bytes (the bytes say which file they are). */
function makeFiles(count: number, prefix = 'source'): Upload[] {
  return Array.from({ length: count }, (_, i) => {
    const [ext, mimeType] = EXTENSIONS[i % EXTENSIONS.length]!;
    return {
      name: `${prefix}-${String(i).padStart(4, '0')}${ext}`,
      mimeType,
      buffer: Buffer.from(`${prefix} file ${i} `.repeat(1 + (i % 7))),
    };
  });
}

const extensionOf = (name: string) => (name.lastIndexOf('.') > 0 ? name.slice(name.lastIndexOf('.')) : '');

async function addFiles(page: Page, files: Upload[]) {
  await page.locator('input[type="file"]').setInputFiles(files);
}

/** Clicks Rename and collects every zip it downloads, in order. */
async function renameAndDownload(page: Page, count: number, zips: number): Promise<Download[]> {
  const downloads: Download[] = [];
  page.on('download', (d) => downloads.push(d));
  await page.getByRole('button', { name: `Rename (${count}) files` }).click();
  if (zips > 1) {
    // Only a run with a pause between downloads lasts long enough to be seen running.
    await expect(page.getByRole('button', { name: `Rename (${count}) files` })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Clear all files' })).toBeDisabled();
    await expect(page.getByText('Please do not close this page until all downloads have finished.')).toBeVisible();
    await expect(page.getByText(new RegExp(`Batch \\d of ${zips}`))).toBeVisible();
  }
  await expect(page.getByText('All files have been successfully renamed and downloaded')).toBeVisible({ timeout: 30_000 });
  expect(downloads).toHaveLength(zips);
  return downloads;
}

/** Opens every zip and checks it holds `expected[k]` as `k+1.ext`, in the right zip, byte for byte. */
async function expectZips(downloads: Download[], expected: Upload[]) {
  const names = downloads.map((d) => d.suggestedFilename());
  const ranges = Array.from(
    { length: Math.ceil(expected.length / 100) },
    (_, b) => `files_${b * 100 + 1}-${Math.min(expected.length, (b + 1) * 100)}.zip`,
  );
  expect(names).toEqual(ranges);
  for (const [b, download] of downloads.entries()) {
    const zip = await JSZip.loadAsync(await readFile((await download.path())!));
    // Numbering, not the archive's entry order, carries the order (jszip lists integer-like names first).
    const inZip = Object.keys(zip.files).sort((a, z) => parseInt(a, 10) - parseInt(z, 10));
    const wanted = expected.slice(b * 100, (b + 1) * 100).map((file, i) => `${b * 100 + i + 1}${extensionOf(file.name)}`);
    expect(inZip).toEqual(wanted);
    for (const [i, name] of wanted.entries()) {
      const bytes = await zip.file(name)!.async('nodebuffer');
      expect(bytes.equals(expected[b * 100 + i]!.buffer), `${name} holds ${expected[b * 100 + i]!.name}`).toBe(true);
    }
  }
}

/**
 * dnd-kit stops every click for 50 ms after a drop (so that releasing the mouse is not also a click);
 * on a busy machine that timer runs late. A person never clicks that fast; a test does, so it waits
 * until a click dispatched on the page reaches it again.
 */
async function clicksReachThePage(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        let heard = false;
        const hear = () => (heard = true);
        document.body.addEventListener('click', hear);
        document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        document.body.removeEventListener('click', hear);
        return heard;
      }),
    )
    .toBe(true);
}

test('without a wallet the renamer takes 100 files, keeps the chosen order and downloads numbered zips', async ({ page }) => {
  await page.goto('/#/renameizer');
  await expect(page.getByText('Free version allows renaming up to 100 files. Connect wallet for more.')).toBeVisible();
  await expect(page.getByText('Currently using: 0 / 100')).toBeVisible();

  const files = makeFiles(250);
  await addFiles(page, files);
  await expect(page.getByText('Added 100 files. Skipped 150 files due to credit limit.')).toBeVisible();
  await expect(page.getByText('Currently using: 100 / 100')).toBeVisible();
  await expect(page.getByTestId('renamer-file')).toHaveCount(20);

  await addFiles(page, makeFiles(1, 'extra'));
  await expect(page.getByText('Credit limit reached. Cannot add more files.')).toBeVisible();
  await expect(page.getByText('Currently using: 100 / 100')).toBeVisible();

  const rows = page.getByTestId('renamer-file');
  // Centred first: near the window's edge the list scrolls while dragging, as it should for a person.
  await rows.nth(1).evaluate((row) => row.scrollIntoView({ block: 'center' }));
  await rows.nth(0).dragTo(rows.nth(2), { steps: 10 });
  await expect(rows.nth(0)).toContainText('source-0001');
  await expect(rows.nth(2)).toContainText('source-0000');
  await clicksReachThePage(page);
  await page.getByRole('button', { name: 'Move source-0004 up' }).click();
  await expect(rows.nth(3)).toContainText('source-0004');

  const kept = files.slice(0, 100);
  const expected = [kept[1]!, kept[2]!, kept[0]!, kept[4]!, kept[3]!, ...kept.slice(5)];
  await expectZips(await renameAndDownload(page, 100, 1), expected);
  await expect(page.getByRole('button', { name: 'Rename (100) files' })).toBeEnabled();
});

test('the list pages, previews images, shortens long names and confirms deletions', async ({ page }) => {
  await page.goto('/#/renameizer');
  const longName = `${'a-very-long-file-name-'.repeat(4)}.png`;
  const image = { name: longName, mimeType: 'image/png', buffer: Buffer.from(pngBytes(4, 4)) };
  await addFiles(page, [image, ...makeFiles(44)]);
  await expect(page.getByText('Successfully added 45 files')).toBeVisible();
  await expect(page.getByText('Currently using: 45 / 100')).toBeVisible();

  const rows = page.getByTestId('renamer-file');
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toContainText(`${longName.slice(0, 47)}...`);
  await rows.first().getByTitle(longName).hover();
  await expect(page.getByRole('img', { name: `Preview of ${longName}` })).toBeVisible();
  await page.getByRole('heading', { name: 'File Batch Renamer' }).hover();
  await expect(page.getByRole('img', { name: `Preview of ${longName}` })).toHaveCount(0);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  await expect(rows.first()).toContainText('21');
  await page.getByLabel('Per page').selectOption('50');
  await expect(rows).toHaveCount(45);

  await page.getByRole('button', { name: 'Remove source-0000.png' }).click();
  await expect(page.getByText('Are you sure you want to delete "source-0000.png"?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('File successfully deleted')).toBeVisible();
  await expect(rows).toHaveCount(44);
  await expect(page.getByText('Currently using: 44 / 100')).toBeVisible();

  await page.getByRole('button', { name: 'Clear all files' }).click();
  await expect(page.getByText('Are you sure you want to clear all 44 files?')).toBeVisible();
  await page.getByRole('button', { name: 'Clear all', exact: true }).click();
  await expect(page.getByText('All files cleared successfully')).toBeVisible();
  await expect(page.getByText('Currently using: 0 / 100')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rename (0) files' })).toBeDisabled();
});

test('a signed-in wallet renames as many files as its credits allow, in zips of 100', async ({ page, signIn, indexer }) => {
  const { address } = await signIn();
  // 200 partner credits and the 100 free, as on every other screen.
  await indexer.setHoldings(address, { joinRevolution: 2 });
  await page.goto('/#/renameizer');
  await expect(page.getByText('You can rename up to 300 files based on your credits.')).toBeVisible();
  await expect(page.getByText('Currently using: 0 / 300')).toBeVisible();

  const files = makeFiles(250);
  await addFiles(page, files);
  await expect(page.getByText('Successfully added 250 files')).toBeVisible();
  await expect(page.getByText('Currently using: 250 / 300')).toBeVisible();
  await addFiles(page, makeFiles(60, 'more'));
  await expect(page.getByText('Added 50 files. Skipped 10 files due to credit limit.')).toBeVisible();
  await expect(page.getByText('Currently using: 300 / 300')).toBeVisible();
  await page.getByRole('button', { name: 'Remove source-0004' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Currently using: 299 / 300')).toBeVisible();

  // Move the last file of page 1 onto page 2, across the page boundary, with the keyboard.
  await page.getByRole('button', { name: 'Move source-0020.png down' }).press('Enter');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('renamer-file').first()).toContainText('source-0020.png');

  const list = [...files.slice(0, 4), ...files.slice(5), ...makeFiles(60, 'more').slice(0, 50)];
  const expected = [...list.slice(0, 19), list[20]!, list[19]!, ...list.slice(21)];
  await expectZips(await renameAndDownload(page, 299, 3), expected);
});

test('a file that can no longer be read ends the run with an error and the list stays', async ({ page }) => {
  const dir = await mkdtemp(join(tmpdir(), 'renamer-e2e-'));
  const paths = await Promise.all(
    Array.from({ length: 3 }, async (_, i) => {
      const path = join(dir, `gone-${i}.txt`);
      await writeFile(path, `file ${i}`);
      return path;
    }),
  );
  await page.goto('/#/renameizer');
  await page.locator('input[type="file"]').setInputFiles(paths);
  await expect(page.getByText('Successfully added 3 files')).toBeVisible();
  await rm(dir, { recursive: true, force: true });
  await page.getByRole('button', { name: 'Rename (3) files' }).click();
  await expect(page.getByText('Error processing files. Please try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rename (3) files' })).toBeEnabled();
  await expect(page.getByTestId('renamer-file')).toHaveCount(3);
});
