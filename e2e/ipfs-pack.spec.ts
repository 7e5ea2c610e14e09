// "Pack for IPFS" end to end: a 30-token run packed in the browser as two CAR files. In Node, the CARs
// are read block by block into a blockstore and walked with ipfs-unixfs-exporter, and both roots are
// computed again from the one-zip export's files with the importer and the same IPIP-499 profile.
import JSZip from 'jszip';
import { MemoryBlockstore } from 'blockstore-core/memory';
import { importer } from 'ipfs-unixfs-importer';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { bytesAt, carStore } from './support/car-files.ts';
import { addLayer, colourImages, downloadOf, generate, type ColourLayer } from './support/helpers.ts';

const TOKENS = 30;
const LAYERS: ColourLayer[] = [
  { name: 'Background', inset: 0, values: ['red', 'green', 'blue', 'yellow', 'magenta', 'cyan'] },
  { name: 'Eyes', inset: 30, values: ['black', 'white', 'orange', 'red', 'green', 'blue'] },
];

/** 36 combinations, 30 of them made. */
async function makeRun(page: Page) {
  await page.goto('/#/randomizer');
  await page.getByPlaceholder('e.g., My NFT').fill('Packed');
  await page.getByLabel('Description').fill('Addresses before the upload');
  for (const layer of LAYERS) await addLayer(page, layer.name, colourImages(layer));
  await page.getByRole('textbox', { name: 'Seed' }).fill('ipfs-pack');
  await page.getByLabel('Collection size').fill(String(TOKENS));
  await generate(page, TOKENS);
  await page.getByRole('button', { name: 'Export for Stargaze' }).click();
}

async function rootOf(files: { path: string; content: Uint8Array }[]): Promise<string> {
  let root = '';
  for await (const entry of importer(files, new MemoryBlockstore(), { profile: 'unixfs-v1-2025', wrapWithDirectory: true }))
    root = entry.cid.toString();
  return root;
}

test('a 30-token run packed as two CARs: the final addresses are shown first and any IPFS implementation reads them', async ({ page }) => {
  test.setTimeout(240_000);
  await makeRun(page);
  await page.getByRole('button', { name: 'Pack for IPFS (two CAR files)' }).click();
  await expect(page.getByRole('status', { name: 'Export result' })).toHaveText(
    `Ready for IPFS: ${TOKENS} images, ${TOKENS} metadata files`,
    {
      timeout: 60_000,
    },
  );
  const addresses = page.getByRole('region', { name: 'IPFS addresses' });
  const imagesRoot = (await addresses.getByLabel('Images root').textContent())!;
  const metadataRoot = (await addresses.getByLabel('Metadata root').textContent())!;
  await expect(addresses.getByLabel('Base token URI')).toHaveText(`ipfs://${metadataRoot}/`);
  expect(imagesRoot).toMatch(/^bafy/);
  expect(metadataRoot).toMatch(/^bafy/);

  const imagesCar = await downloadOf(page, () => addresses.getByRole('button', { name: 'Download images.car' }).click());
  const metadataCar = await downloadOf(page, () => addresses.getByRole('button', { name: 'Download metadata.car' }).click());
  expect([imagesCar.name, metadataCar.name]).toEqual(['Packed_images.car', 'Packed_metadata.car']);

  // The same set as one zip, its metadata pointing at the images' root and named as the minter reads it.
  await page.getByLabel('Images base URI (optional)').fill(`ipfs://${imagesRoot}/`);
  await page.getByLabel('Metadata file names').selectOption('bare');
  const zip = await JSZip.loadAsync((await downloadOf(page, () => page.getByRole('button', { name: 'Download one zip' }).click())).bytes);
  const numbers = Array.from({ length: TOKENS }, (_, i) => i + 1);
  const pngs = await Promise.all(numbers.map(async (n) => zip.file(`images/${n}.png`)!.async('uint8array')));
  const texts = await Promise.all(numbers.map(async (n) => zip.file(`metadata/${n}`)!.async('uint8array')));

  const images = await carStore(imagesCar.bytes);
  const metadata = await carStore(metadataCar.bytes);
  expect(images.roots).toEqual([imagesRoot]);
  expect(metadata.roots).toEqual([metadataRoot]);
  expect((await bytesAt(`${imagesRoot}/7.png`, images.store)).equals(Buffer.from(pngs[6]!))).toBe(true);
  const seventh = JSON.parse((await bytesAt(`${metadataRoot}/7`, metadata.store)).toString('utf8'));
  expect(seventh).toMatchObject({ name: 'Packed #7', description: 'Addresses before the upload', image: `ipfs://${imagesRoot}/7.png` });
  for (const n of numbers) {
    expect((await bytesAt(`${imagesRoot}/${n}.png`, images.store)).equals(Buffer.from(pngs[n - 1]!)), `${n}.png`).toBe(true);
    expect((await bytesAt(`${metadataRoot}/${n}`, metadata.store)).equals(Buffer.from(texts[n - 1]!)), `metadata ${n}`).toBe(true);
  }

  expect(await rootOf(numbers.map((n) => ({ path: `${n}.png`, content: pngs[n - 1]! })))).toBe(imagesRoot);
  expect(await rootOf(numbers.map((n) => ({ path: String(n), content: texts[n - 1]! })))).toBe(metadataRoot);
});
