// The collection's cover image in the export: chosen in the pre-flight (judged by its bytes, a file that
// is not an image refused with the reason), checked (none: a warning; webp: a warning for Stargaze), and
// written as given where the target takes it: cover.<ext> beside a Stargaze or ERC-721 set, Metaplex's
// assets/collection.<ext> (its collection.json naming it) instead of token 1's image, in the zip and the folder.
import JSZip from 'jszip';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { downloadOf, makeNineTokenRun, type Upload } from './support/helpers.ts';
import { pickOpfsFolder, readOpfsFolder } from './support/opfs-folder.ts';

/** A 40 px cover painted by the browser in `type` (image/png, image/jpeg, image/webp). */
async function coverFile(page: Page, name: string, type: string): Promise<Upload> {
  const base64 = await page.evaluate(async (mime) => {
    const canvas = new OffscreenCanvas(40, 40);
    const context = canvas.getContext('2d')!;
    context.fillStyle = 'rgb(240, 140, 20)';
    context.fillRect(0, 0, 40, 40);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: mime, quality: 0.9 })).arrayBuffer());
    return btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
  }, type);
  return { name, mimeType: type, buffer: Buffer.from(base64, 'base64') };
}

async function preflightItems(page: Page) {
  await page.getByRole('button', { name: 'Run pre-flight check' }).click();
  return page.getByRole('status', { name: 'Pre-flight report' });
}

const IMAGES_CID = 'bafybeibbwlxndyziuldc7zgbpvirrc66u42fb4uzk3ofzdevikjrhxoxfq';
/** The creator of Metaplex Sugar's own test configuration. */
const CREATOR = 'ENsRsTm9GtfvPKJwg9HhHNUFqoRSUp2TYdfyqDHeNJAn';

async function exportZip(page: Page, label: string) {
  await page.getByLabel('Export target').selectOption({ label });
  const download = await downloadOf(page, () => page.getByRole('button', { name: 'Download one zip' }).click());
  return JSZip.loadAsync(download.bytes, { checkCRC32: true });
}

test('a cover image is checked in the pre-flight and written where each target takes it, as given', async ({ page }) => {
  test.setTimeout(120_000);
  await pickOpfsFolder(page, 'cover-folder');
  await makeNineTokenRun(page, { name: 'Covered', description: 'A set with a cover', seed: 'cover' });
  const picker = page.getByLabel('Collection cover image (optional)');
  const chosen = page.getByLabel('Cover image', { exact: true });
  const report = page.getByRole('status', { name: 'Pre-flight report' });
  const result = page.getByRole('status', { name: 'Export result' });

  await preflightItems(page);
  await expect(report.getByRole('paragraph')).toHaveText('Pre-flight: nothing Stargaze Studio would refuse');
  await expect(report.getByRole('listitem')).toHaveText([
    'Warning: No cover image: Stargaze Studio asks for one when the collection is made',
  ]);

  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByRole('alert')).toHaveText('notes.txt: not a PNG, JPEG, GIF or WebP image');
  await expect(chosen).toHaveCount(0);

  await picker.setInputFiles(await coverFile(page, 'sunset.webp', 'image/webp'));
  await expect(chosen).toHaveText('sunset.webp, written as cover.webp');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await preflightItems(page);
  await expect(report.getByRole('listitem')).toHaveText(['Warning: Stargaze Studio does not recognise webp files: cover.webp']);

  const png = await coverFile(page, 'Cover Art.png', 'image/png');
  await picker.setInputFiles(png);
  await expect(chosen).toHaveText('Cover Art.png, written as cover.png');
  await preflightItems(page);
  await expect(report).toHaveText('Pre-flight: nothing Stargaze Studio would refuse');
  const stargaze = await exportZip(page, 'Stargaze');
  await expect(result).toHaveText('Ready for Stargaze Studio: 9 images, 9 metadata files');
  expect(await stargaze.file('cover.png')!.async('nodebuffer')).toEqual(png.buffer);

  const jpeg = await coverFile(page, 'cover.jpeg', 'image/jpeg');
  await picker.setInputFiles(jpeg);
  // ERC-721 needs its images' address, Metaplex a creator: without them the pre-flight stops the export.
  await page.getByLabel('Images base URI (optional)').fill(`ipfs://${IMAGES_CID}/`);
  const erc721 = await exportZip(page, 'ERC-721 / OpenSea');
  await expect(result).toHaveText('Ready for ERC-721 / OpenSea: 9 images, 9 metadata files');
  expect(await erc721.file('cover.jpg')!.async('nodebuffer')).toEqual(jpeg.buffer);

  await page.getByLabel('Export target').selectOption({ label: 'Solana Metaplex' });
  await page.getByLabel('Creators').fill(CREATOR);
  const metaplex = await exportZip(page, 'Solana Metaplex');
  await expect(chosen).toHaveText('cover.jpeg, written as assets/collection.jpg');
  await expect(result).toHaveText('Ready for Solana Metaplex: 9 images, 9 metadata files');
  expect(await metaplex.file('assets/collection.jpg')!.async('nodebuffer')).toEqual(jpeg.buffer);
  expect(metaplex.file('assets/collection.png')).toBeNull();
  expect(JSON.parse(await metaplex.file('assets/collection.json')!.async('string'))).toMatchObject({
    name: 'Covered',
    image: 'collection.jpg',
    properties: { files: [{ uri: 'collection.jpg', type: 'image/jpeg' }] },
  });

  // The folder gets the same cover, and its check counts it.
  // The zip's result line is still shown while the picker is open, so the folder itself is awaited.
  await page.getByRole('button', { name: 'Save to a folder' }).click();
  const folderCover = () =>
    readOpfsFolder(page, 'cover-folder').then(
      (files) => files['assets/collection.jpg'],
      () => undefined,
    );
  await expect.poll(folderCover).toBe(jpeg.buffer.toString('base64'));
  await expect(result).toHaveText('Ready for Solana Metaplex: 9 images, 9 metadata files');
  const folder = await readOpfsFolder(page, 'cover-folder');
  expect(folder['assets/collection.png']).toBeUndefined();

  // Removed, the cover goes: Metaplex's collection image is token 1's again.
  await page.getByRole('button', { name: 'Remove cover' }).click();
  const without = await exportZip(page, 'Solana Metaplex');
  expect(await without.file('assets/collection.png')!.async('nodebuffer')).toEqual(await without.file('assets/0.png')!.async('nodebuffer'));
  expect(without.file('assets/collection.jpg')).toBeNull();
});
