// A folder export that does not finish: cancelled mid-way, or the page reloaded mid-way. The picked
// folder (origin-private, a real directory handle) already holds someone's files; the export's image
// writes are held after the third so the cancel and the reload land mid-way. The notice names what the
// export wrote, and "Remove the files it wrote" leaves the folder exactly as it was before.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { makeNineTokenRun } from './support/helpers.ts';
import { readOpfsFolder } from './support/opfs-folder.ts';

/** The picker hands out `name`, which already holds notes.txt and images/old.png; PNG writes after the third wait for `release()`. */
async function heldFolder(page: Page, name: string) {
  await page.addInitScript((folder) => {
    const w = window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle>; releaseWrites: () => void };
    const put = async (dir: FileSystemDirectoryHandle, file: string, text: string) => {
      const writable = await (await dir.getFileHandle(file, { create: true })).createWritable();
      await writable.write(text);
      await writable.close();
    };
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    w.releaseWrites = () => release();
    let pngs = 0;
    const open = FileSystemFileHandle.prototype.createWritable;
    FileSystemFileHandle.prototype.createWritable = async function (this: FileSystemFileHandle, ...args) {
      // The seeded files are written before the picker answers, and not counted.
      if (this.name.endsWith('.png') && this.name !== 'old.png' && ++pngs > 3) await released;
      return open.apply(this, args);
    };
    w.showDirectoryPicker = async () => {
      const root = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder, { create: true });
      await put(root, 'notes.txt', 'mine');
      await put(await root.getDirectoryHandle('images', { create: true }), 'old.png', 'an older picture');
      return root;
    };
  }, name);
}

const BEFORE = ['images/old.png', 'notes.txt'];
/** Token images with bytes in them (a held write's file exists, empty, from the moment it is opened). */
const pngsIn = (files: Record<string, string>) => Object.keys(files).filter((path) => /^images\/\d+\.png$/.test(path) && files[path]);
/** The files the export made: all but the ones there before and its marker. */
const created = (files: Record<string, string>) =>
  Object.keys(files).filter((path) => !BEFORE.includes(path) && path !== 'traitforge-unfinished-export.json');
/** The token images written so far; none before the picker has made the folder. */
const writtenIn = (page: Page, name: string) => readOpfsFolder(page, name).then(pngsIn, () => []);

test('a cancelled folder export offers to remove exactly the files it wrote, and nothing else', async ({ page }) => {
  await heldFolder(page, 'cancelled-export');
  await makeNineTokenRun(page, { name: 'Halted', description: 'Cancelled mid-way', seed: 'cancel' });
  await page.getByRole('button', { name: 'Save to a folder' }).click();
  await expect.poll(async () => (await writtenIn(page, 'cancelled-export')).length).toBe(3);
  // The marker is written before the first file: it names the files this export creates.
  const marker = JSON.parse(
    Buffer.from((await readOpfsFolder(page, 'cancelled-export'))['traitforge-unfinished-export.json']!, 'base64').toString(),
  );
  expect(marker.files).toContain('images/9.png');
  expect(marker.files).not.toContain('notes.txt');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.evaluate(() => (window as unknown as { releaseWrites: () => void }).releaseWrites());

  await expect(page.getByRole('status', { name: 'Export result' })).toHaveText(
    'Export cancelled: the folder holds the files written so far',
  );
  const notice = page.getByRole('region', { name: 'Unfinished folder export' });
  const written = created(await readOpfsFolder(page, 'cancelled-export'));
  expect(written.length).toBeGreaterThanOrEqual(3);
  expect(written.length).toBeLessThan(9);
  await expect(notice.getByRole('status')).toHaveText(
    `A folder export to "cancelled-export" was cancelled: it left ${written.length} files there.`,
  );
  await notice.getByRole('button', { name: 'Remove the files it wrote' }).click();
  await expect(page.getByRole('status', { name: 'Export result' })).toHaveText(
    `Removed the ${written.length} files the unfinished export wrote`,
  );
  await expect(notice).toHaveCount(0);
  expect(Object.keys(await readOpfsFolder(page, 'cancelled-export')).sort()).toEqual(BEFORE);
});

test('after a reload during a folder export the next visit names it and removes what it wrote, or keeps it', async ({ page }) => {
  await heldFolder(page, 'reloaded-export');
  await makeNineTokenRun(page, { name: 'Reloaded', description: 'Closed mid-way', seed: 'reload' });
  await page.getByRole('button', { name: 'Save to a folder' }).click();
  await expect.poll(async () => (await writtenIn(page, 'reloaded-export')).length).toBe(3);
  await page.reload();

  const notice = page.getByRole('region', { name: 'Unfinished folder export' });
  // Three images written, and the four whose writes were held opened (empty) when the page went.
  const left = created(await readOpfsFolder(page, 'reloaded-export'));
  expect(left).toHaveLength(7);
  await expect(notice.getByRole('status')).toHaveText(
    'A folder export to "reloaded-export" was interrupted (the page was closed): it left 7 files there.',
  );
  await notice.getByRole('button', { name: 'Remove the files it wrote' }).click();
  await expect(notice).toHaveCount(0);
  expect(Object.keys(await readOpfsFolder(page, 'reloaded-export')).sort()).toEqual(BEFORE);
  // Decided: the next visit says nothing more.
  await page.reload();
  await expect(page.getByPlaceholder('e.g., My NFT')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(notice).toHaveCount(0);
});
