// The files screen's metadata and uploads as a launch needs them: each JSON numbered by its own file,
// a taken name asked about (replace or skip) instead of a silent copy, and one bad file costing only itself.
import JSZip from 'jszip';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import type { SignIn } from './fixtures/sign-in.ts';
import { createCollection, downloadOf } from './support/helpers.ts';
import { pngBytes } from '../server/test/images.ts';

const image = (n: number, shade = 100) => ({
  name: `${n}.png`,
  mimeType: 'image/png',
  buffer: Buffer.from(pngBytes(4, 4, [n * 10, shade, 200, 255])),
});

async function openCollection(page: Page, signIn: SignIn, name: string) {
  await signIn();
  await page.goto(`/#/collection/edit/files/${await createCollection(page, name)}`);
  await expect(page.getByText('You have 100 free files available in addition to your earned credits.')).toBeVisible();
}

const upload = (page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) =>
  page.getByLabel('Choose & Upload Files').setInputFiles(files);
const toast = (page: Page, text: string | RegExp) => page.getByText(text).last();

test('a collection starting at 16.png exports 16.json for 16.png, the same as its own download, with image when a base URI is given', async ({
  page,
  signIn,
}) => {
  await openCollection(page, signIn, 'Late');
  await upload(
    page,
    [16, 17, 18].map((n) => image(n)),
  );
  await expect(toast(page, 'Uploaded 3 of 3 files')).toBeVisible({ timeout: 30_000 });
  const form = page.getByRole('form', { name: 'Add new trait' });
  await form.getByLabel('Trait name').fill('Eyes');
  await form.getByRole('button', { name: 'Add Trait' }).click();
  const values = page.getByRole('form', { name: 'Add Trait Value' });
  await values.getByLabel('Trait', { exact: true }).selectOption({ label: 'Eyes' });
  await values.getByLabel('Value').fill('Red');
  await values.getByRole('button', { name: 'Add Value' }).click();
  await expect(page.getByRole('list', { name: 'Defined traits' })).toContainText('Red');
  await page.getByLabel('Trait value for 16.png').selectOption({ label: 'Eyes: Red' });
  await page.getByRole('button', { name: 'Assign trait to 16.png' }).click();
  await expect(page.getByRole('list', { name: 'Assigned traits of 16.png' })).toContainText('Eyes: Red');

  const zipped = await downloadOf(page, () => page.getByRole('button', { name: 'Download All Metadata JSON files' }).click());
  const zip = await JSZip.loadAsync(zipped.bytes);
  expect(Object.keys(zip.files).sort()).toEqual(['16.json', '17.json', '18.json']);
  expect(JSON.parse(await zip.file('16.json')!.async('string'))).toEqual({
    name: 'Late #16',
    description: 'For the test',
    attributes: [{ trait_type: 'Eyes', value: 'Red' }],
  });

  await page.getByLabel('Images base URI (optional)').fill('ipfs://bafyimages');
  const withImages = await JSZip.loadAsync(
    (await downloadOf(page, () => page.getByRole('button', { name: 'Download All Metadata JSON files' }).click())).bytes,
  );
  const sixteen = await withImages.file('16.json')!.async('string');
  expect(JSON.parse(sixteen)).toEqual({
    name: 'Late #16',
    description: 'For the test',
    image: 'ipfs://bafyimages/16.png',
    attributes: [{ trait_type: 'Eyes', value: 'Red' }],
  });
  expect(JSON.parse(await withImages.file('18.json')!.async('string')).image).toBe('ipfs://bafyimages/18.png');
  const single = await downloadOf(page, () => page.getByRole('button', { name: 'Download JSON of 16.png' }).click());
  expect(single.name).toBe('16.json');
  expect(single.bytes.toString('utf8')).toBe(sixteen);
});

test('uploading a name that exists asks once, before its bytes are sent: skip keeps the file, replace swaps its bytes, and no -2 copy appears', async ({
  page,
  signIn,
}) => {
  await openCollection(page, signIn, 'Twice');
  await upload(page, [image(1), image(2)]);
  await expect(toast(page, 'Uploaded 2 of 2 files')).toBeVisible({ timeout: 30_000 });
  // The file names each upload request carried, in order, as the server answered them one by one.
  const sent: string[][] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('upload_file.php')) return;
    const answer = (await response.json()) as { results: { name: string }[] };
    sent.push(answer.results.map((result) => result.name));
  });

  await upload(page, [image(1, 10), image(3)]);
  const dialog = page.getByRole('dialog', { name: 'Files already exist' });
  await expect(dialog).toContainText('1 file already exists in this collection:');
  await expect(dialog).toContainText('1.png');
  expect(sent).toEqual([]);
  await dialog.getByRole('button', { name: 'Skip' }).click();
  await expect(toast(page, 'Uploaded 1 of 2 files')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Upload result' })).toHaveText('Skipped 1 existing file');
  await expect(page.getByTestId('file-counts')).toHaveText('Files: 3 / 100 · Remaining: 97');

  await upload(page, [image(2, 10)]);
  await page.getByRole('dialog', { name: 'Files already exist' }).getByRole('button', { name: 'Replace' }).click();
  await expect(toast(page, 'Uploaded 1 of 1 files')).toBeVisible();
  await expect(page.getByTestId('file-counts')).toHaveText('Files: 3 / 100 · Remaining: 97');
  await expect(page.getByTestId('file-row')).toHaveText([/#1 1\.png/, /#2 2\.png/, /#3 3\.png/]);
  await expect(page.getByText(/-2\.png/)).toHaveCount(0);
  expect(sent).toEqual([['3.png'], ['2.png']]);
  const src = await page.getByRole('img', { name: '2.png' }).getAttribute('src');
  expect(Buffer.from(await (await page.request.get(src!)).body())).toEqual(image(2, 10).buffer);
});

test('a batch with one non-image stores the 14 good files and names the refused one with its reason', async ({ page, signIn }) => {
  await openCollection(page, signIn, 'Mixed');
  const files = Array.from({ length: 14 }, (_, i) => image(i + 1));
  files.splice(7, 0, { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('this is not an image') });
  await upload(page, files);
  await expect(toast(page, 'Uploaded 14 of 15 files')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status', { name: 'Upload result' })).toHaveText('notes.png: not a PNG, JPEG, GIF or WebP image');
  await expect(page.getByTestId('file-counts')).toHaveText('Files: 14 / 100 · Remaining: 86');
});

test('a collection numbered 1..7, 9..19 (8 refused) is checked on export, named, and renumbered without gaps on request', async ({
  page,
  signIn,
}) => {
  await openCollection(page, signIn, 'Gaps');
  const numbers = [...Array.from({ length: 7 }, (_, i) => i + 1), ...Array.from({ length: 11 }, (_, i) => i + 9)];
  await upload(
    page,
    numbers.map((n) => image(n)),
  );
  await expect(toast(page, 'Uploaded 18 of 18 files')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Images base URI (optional)').fill('ipfs://bafybeibbwlxndyziuldc7zgbpvirrc66u42fb4uzk3ofzdevikjrhxoxfq');

  const gapped = await JSZip.loadAsync(
    (await downloadOf(page, () => page.getByRole('button', { name: 'Download All Metadata JSON files' }).click())).bytes,
  );
  expect(Object.keys(gapped.files)).toContain('19.json');
  const check = page.getByRole('status', { name: 'Metadata check' });
  await expect(check.getByRole('paragraph')).toHaveText('Not ready for Stargaze Studio: 2 problems');
  await expect(check.getByRole('listitem').first()).toHaveText(
    'Images: the file names should be in numerical order starting from 1: 9.png (expected 8), 10.png (expected 9), 11.png (expected 10), 12.png (expected 11), 13.png (expected 12), and 6 more',
  );

  const renumbered = await JSZip.loadAsync(
    (await downloadOf(page, () => page.getByRole('button', { name: 'Renumber without gaps (1 to 18)' }).click())).bytes,
  );
  await expect(check).toHaveText('Ready for Stargaze Studio: 18 images, 18 metadata files');
  expect(Object.keys(renumbered.files).sort((a, b) => parseInt(a) - parseInt(b))).toEqual(
    Array.from({ length: 18 }, (_, i) => `${i + 1}.json`),
  );
  expect(JSON.parse(await renumbered.file('8.json')!.async('string'))).toMatchObject({
    name: 'Gaps #8',
    image: 'ipfs://bafybeibbwlxndyziuldc7zgbpvirrc66u42fb4uzk3ofzdevikjrhxoxfq/8.png',
  });
});
