// Faults of the Stargaze export that changed an artist's intent without a word: two runs of one seed
// gave different zip bytes, any text was taken as the images' base URI, and metadata named `k.json`
// was all an artist could upload, though the minter reads token k at `<base>/<k>`.
import JSZip from 'jszip';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { downloadOf, makeNineTokenRun } from './support/helpers.ts';

const SEED = 'same-bytes';
const IMAGES_CID = 'bafybeibbwlxndyziuldc7zgbpvirrc66u42fb4uzk3ofzdevikjrhxoxfq';
const makeRun = (page: Page) => makeNineTokenRun(page, { name: 'Same', description: 'One seed, one zip', seed: SEED });

async function zipOf(page: Page) {
  await page.getByLabel('Images base URI (optional)').fill(`ipfs://${IMAGES_CID}/`);
  const { bytes } = await downloadOf(page, () => page.getByRole('button', { name: 'Download one zip' }).click());
  await expect(page.getByRole('status', { name: 'Export result' })).toHaveText('Ready for Stargaze Studio: 9 images, 9 metadata files');
  return bytes;
}

test('two runs of the same seed, in two browsers, give the same zip bytes', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await makeRun(page);
  const first = await zipOf(page);

  const other = await browser.newContext();
  const second = await other.newPage();
  await makeRun(second);
  const again = await zipOf(second);
  await other.close();

  expect(first.length).toBeGreaterThan(0);
  expect(again.equals(first)).toBe(true);
});

test('a base URI that is not one is refused with the reason, by the export and by Update image URIs', async ({ page }) => {
  await makeRun(page);
  const result = page.getByRole('status', { name: 'Export result' });
  let downloads = 0;
  page.on('download', () => downloads++);

  await page.getByLabel('Images base URI (optional)').fill('not a uri at all');
  await page.getByRole('button', { name: 'Download one zip' }).click();
  await expect(result).toHaveText(
    'Nothing was exported: "not a uri at all" has spaces in it: use ipfs://<CID>/, a bare CID, ar://<id>/ or an https:// base URI',
  );
  await page.getByLabel('Images base URI (optional)').fill('ipfs://bafyimages');
  await page.getByRole('button', { name: 'Download one zip' }).click();
  await expect(result).toContainText('Nothing was exported: "bafyimages" after ipfs:// is not a CID');

  const plain = await (async () => {
    await page.getByLabel('Images base URI (optional)').fill('');
    const download = await downloadOf(page, () => page.getByRole('button', { name: 'Download one zip' }).click());
    await expect(result).toHaveText('Ready for Stargaze Studio: 9 images, 9 metadata files');
    return download;
  })();
  const tool = page.getByRole('region', { name: 'Update image URIs' });
  const toolResult = page.getByRole('status', { name: 'Update image URIs result' });
  await tool.getByLabel('Metadata zip').setInputFiles({ name: plain.name, mimeType: 'application/zip', buffer: plain.bytes });
  for (const [base, why] of [
    ['not a uri at all', '"not a uri at all" has spaces in it'],
    ['http://example.com/images', 'http:// is refused'],
    ['ar://short', '"short" after ar:// is not an Arweave id'],
  ] as const) {
    await tool.getByLabel('Images CID or base URI').fill(base);
    await tool.getByRole('button', { name: 'Update image URIs' }).click();
    await expect(toolResult).toContainText(`Nothing was rewritten: ${why}`);
  }
  expect(downloads).toBe(1);

  await tool.getByLabel('Images CID or base URI').fill(IMAGES_CID);
  const updated = await downloadOf(page, () => tool.getByRole('button', { name: 'Update image URIs' }).click());
  await expect(toolResult).toHaveText('Updated image URIs in 9 metadata files');
  expect(updated.name).toBe('metadata_updated_uris.zip');

  // For the artist's own upload the metadata is named as the minter reads it: token k at <base>/<k>.
  await page.getByLabel('Metadata file names').selectOption('bare');
  const bare = await zipOf(page);
  const zip = await JSZip.loadAsync(bare);
  const metadata = Object.keys(zip.files).filter((name) => name.startsWith('metadata/'));
  expect(metadata).toEqual(Array.from({ length: 9 }, (_, i) => `metadata/${i + 1}`));
  expect(JSON.parse(await zip.file('metadata/7')!.async('string'))).toMatchObject({
    name: 'Same #7',
    image: `ipfs://${IMAGES_CID}/7.png`,
  });
});
