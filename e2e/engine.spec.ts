// The combiner's output options end to end: exact output sizes, pixel-art scaling, the warning for
// layer images of another size, and an optimised export whose decoded pixels equal the plain one's.
import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { addLayer, generate, patternFiles, type Pattern } from './support/helpers.ts';
import { decodeRgba } from '../core/png/decode-png.test-helpers.ts';
import type { Rgba } from '../core/png/png-pixels.ts';

/** The PNGs of the image export, decoded in Node, with their byte sizes; the zip's CRCs are checked. */
async function exportedImages(page: Page): Promise<Map<string, { bytes: number; pixels: Rgba }>> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download All Images in batches (ZIP)' }).click();
  const zip = await JSZip.loadAsync(await readFile((await (await download).path())!), { checkCRC32: true });
  await expect(page.getByRole('button', { name: 'Download All Images in batches (ZIP)' })).toBeEnabled({ timeout: 30_000 });
  const out = new Map<string, { bytes: number; pixels: Rgba }>();
  for (const name of Object.keys(zip.files)) {
    const png = await zip.file(name)!.async('uint8array');
    out.set(name, { bytes: png.byteLength, pixels: decodeRgba(png) });
  }
  return out;
}

const colourCount = ({ data }: Rgba) => new Set(new Uint32Array(data.slice().buffer)).size;
const at = ({ data, width }: Rgba, x: number, y: number) => [...data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)];

const CHECKER: Pattern = { name: 'checker.png', width: 200, height: 200, cell: 10, colours: ['#1e3a8a', '#facc15'] };

test('200 px layers at 1000 px give 1000 x 1000 images; pixel art keeps hard edges, smoothing does not', async ({ page }) => {
  await page.goto('/#/randomizer');
  await addLayer(page, 'Board', await patternFiles(page, [CHECKER]));
  await expect(page.getByText(/Images are made at exactly the output size/)).toBeVisible();
  await page.getByLabel('Output size').selectOption('1000');

  await generate(page, 1);
  const [smooth] = [...(await exportedImages(page)).values()];
  expect([smooth!.pixels.width, smooth!.pixels.height]).toEqual([1000, 1000]);
  expect(colourCount(smooth!.pixels), 'smoothing blends the cell edges').toBeGreaterThan(2);

  await page.getByRole('checkbox', { name: /Pixel art/ }).check();
  await generate(page, 1, true);
  const [sharp] = [...(await exportedImages(page)).values()];
  expect([sharp!.pixels.width, sharp!.pixels.height]).toEqual([1000, 1000]);
  expect(colourCount(sharp!.pixels), 'only the two colours of the board').toBe(2);
  // Each 10 px cell is exactly 50 px now: the last pixel of the first cell and the first of the next differ.
  expect(at(sharp!.pixels, 49, 0)).toEqual([0xfa, 0xcc, 0x15, 255]);
  expect(at(sharp!.pixels, 50, 0)).toEqual([0x1e, 0x3a, 0x8a, 255]);

  // The setting outlives a reload.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /Pixel art/ })).toBeChecked();
});

test('250 px images are drawn from the uploads, not from the lossy working copies: a 250 px board comes out pixel for pixel', async ({
  page,
}) => {
  await page.goto('/#/randomizer');
  const board: Pattern = { name: 'board.png', width: 250, height: 250, cell: 5, colours: ['#1e3a8a', '#facc15'] };
  await addLayer(page, 'Board', await patternFiles(page, [board]));
  await page.getByLabel('Output size').selectOption('250');
  await generate(page, 1);
  const [image] = [...(await exportedImages(page)).values()];
  expect([image!.pixels.width, image!.pixels.height]).toEqual([250, 250]);
  // The working copy (WebP at quality 0.7) smears a 5 px board into many colours; the upload has two.
  expect(colourCount(image!.pixels)).toBe(2);
  for (const [x, y] of [
    [0, 0],
    [4, 0],
    [5, 0],
    [249, 249],
    [125, 130],
  ] as const)
    expect(at(image!.pixels, x, y), `(${x}, ${y})`).toEqual(
      (Math.floor(x / 5) + Math.floor(y / 5)) % 2 ? [0x1e, 0x3a, 0x8a, 255] : [0xfa, 0xcc, 0x15, 255],
    );
});

test('layer images of another size are listed with their sizes, and can be kept at their size and centred', async ({ page }) => {
  await page.goto('/#/randomizer');
  await addLayer(
    page,
    'Background',
    await patternFiles(page, [{ name: 'blue.png', width: 200, height: 200, cell: 0, colours: ['#0000ff', '#0000ff'] }]),
  );
  await expect(page.getByRole('status').filter({ hasText: 'differ' })).toHaveCount(0);
  await addLayer(
    page,
    'Badge',
    await patternFiles(page, [{ name: 'badge.png', width: 100, height: 50, cell: 0, colours: ['#ff0000', '#ff0000'] }]),
  );
  const warning = page.getByRole('status').filter({ hasText: 'differs in size' });
  await expect(warning).toContainText("1 image differs in size from the first layer's first image (200 × 200 px):");
  await expect(warning).toContainText('Badge / badge.png: 100 × 50 px');
  await expect(page.getByRole('radio', { name: 'Stretch to fit' })).toBeChecked();

  await generate(page, 1);
  const [stretched] = [...(await exportedImages(page)).values()];
  expect(at(stretched!.pixels, 2, 2), 'stretched over the whole image').toEqual([255, 0, 0, 255]);

  await page.getByRole('radio', { name: 'Keep size and centre' }).check();
  await generate(page, 1, true);
  const [centred] = [...(await exportedImages(page)).values()];
  expect([centred!.pixels.width, centred!.pixels.height]).toEqual([250, 250]);
  // 100 x 50 of 200 x 200 at 250 px: 125 x 63 (rounded) in the middle, the background around it.
  expect(at(centred!.pixels, 2, 2)).toEqual([0, 0, 255, 255]);
  expect(at(centred!.pixels, 125, 125)).toEqual([255, 0, 0, 255]);
  expect(at(centred!.pixels, 125, 80)).toEqual([0, 0, 255, 255]);
});

test('an optimised export decodes to exactly the pixels of the plain one, in smaller files', async ({ page }) => {
  await page.goto('/#/randomizer');
  await addLayer(
    page,
    'Board',
    await patternFiles(page, [CHECKER, { ...CHECKER, name: 'fine.png', cell: 5, colours: ['#064e3b', '#f472b6'] }]),
  );
  await addLayer(
    page,
    'Glow',
    await patternFiles(page, [
      { name: 'glow.png', width: 200, height: 200, cell: 40, colours: ['rgba(255,255,255,0)', 'rgba(255,120,0,0.5)'] },
    ]),
  );
  await page.getByLabel('Output size').selectOption('500');

  await generate(page, 2);
  const plain = await exportedImages(page);
  await page.getByRole('checkbox', { name: /Optimise PNG size/ }).check();
  await generate(page, 2, true);
  const optimised = await exportedImages(page);

  expect([...optimised.keys()]).toEqual([...plain.keys()]);
  for (const [name, { bytes, pixels }] of optimised) {
    expect(pixels, `${name}: same pixels`).toEqual(plain.get(name)!.pixels);
    expect(bytes, `${name}: smaller file`).toBeLessThan(plain.get(name)!.bytes);
  }
});
