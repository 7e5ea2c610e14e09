// Authoring a collection as an artist does: weights typed key by key, the metadata format every
// metadata button writes, None as a value agreeing between the metadata and rarity.csv, a collection
// name required before anything is named after it, and pixel-art sizes that keep every pixel square.
import JSZip from 'jszip';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { addLayer, COLOURS, downloadOf, generate } from './support/helpers.ts';

const { red: RED, blue: BLUE, black: BLACK } = COLOURS;
const NAME_REQUIRED = 'Enter a collection name first: each token is named after it ("My NFT #1").';

async function twoLayers(page: Page) {
  await addLayer(page, 'Background', [
    { name: 'red.png', color: RED, inset: 0 },
    { name: 'blue.png', color: BLUE, inset: 0 },
  ]);
  await addLayer(page, 'Hat', [{ name: 'cap.png', color: BLACK, inset: 30 }]);
}

async function metadataFiles(page: Page): Promise<unknown[]> {
  const { bytes } = await downloadOf(page, () => page.getByRole('button', { name: 'Generate Metadata (JSON)' }).click());
  const zip = await JSZip.loadAsync(bytes);
  const names = Object.keys(zip.files).sort((a, b) => parseInt(a) - parseInt(b));
  return Promise.all(names.map(async (name) => JSON.parse(await zip.file(name)!.async('string'))));
}

test('a weight typed key by key is stored as typed; negative or non-numeric text is shown with a message and never stored', async ({
  page,
}) => {
  await page.goto('/#/randomizer');
  await twoLayers(page);
  const red = page.getByLabel('Weight of red');
  const redShare = page.getByTestId('layer-card').first().getByTestId('weight-share').first();
  for (const [text, share] of [
    ['0.05', '4.8 %'],
    ['0.01', '1 %'],
    ['1.05', '51.2 %'],
    ['10.01', '90.9 %'],
  ] as const) {
    await red.click();
    await red.press('ControlOrMeta+A');
    await red.press('Backspace');
    await red.pressSequentially(text);
    await expect(red).toHaveValue(text);
    await expect(redShare).toHaveText(share);
    await red.press('Tab');
    await expect(red).toHaveValue(text);
    await expect(redShare).toHaveText(share);
  }

  for (const bad of ['-3', 'abc']) {
    await red.click();
    await red.press('ControlOrMeta+A');
    await red.pressSequentially(bad);
    await expect(red).toHaveValue(bad);
    await expect(red).toHaveAttribute('aria-invalid', 'true');
    await expect(red).toHaveAccessibleDescription('A weight is a number of 0 or more, e.g. 2 or 0.05');
    await expect(redShare).toHaveText('90.9 %');
    await red.press('Tab');
    await expect(red).toHaveValue('10.01');
    await expect(page.getByText('A weight is a number of 0 or more, e.g. 2 or 0.05')).toHaveCount(0);
  }

  await page.reload();
  await expect(page.getByLabel('Weight of red')).toHaveValue('10.01');
  await expect(redShare).toHaveText('90.9 %');
});

test('an empty collection name is refused before anything is named after it', async ({ page }) => {
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.goto('/#/randomizer');
  await twoLayers(page);
  await page.getByPlaceholder('e.g., My NFT').fill('   ');
  await generate(page, 2);
  const name = page.getByPlaceholder('e.g., My NFT');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: NAME_REQUIRED })).toBeVisible();

  await page.getByRole('button', { name: 'Generate Metadata (JSON)' }).click();
  await expect(page.getByText(NAME_REQUIRED).last()).toBeVisible();
  await page.getByRole('article', { name: 'Combination #1', exact: true }).getByRole('button', { name: 'Save JSON' }).click();
  await page.getByRole('button', { name: 'Export for Stargaze' }).click();
  await page.getByRole('button', { name: 'Download one zip' }).click();
  await expect(page.getByRole('status', { name: 'Export result' })).toHaveText(`Nothing was exported: ${NAME_REQUIRED}`);
  expect(downloads).toBe(0);

  await name.fill('Blocks');
  await expect(name).not.toHaveAttribute('aria-invalid');
  const { bytes } = await downloadOf(page, () => page.getByRole('button', { name: 'Download one zip' }).click());
  await expect(page.getByRole('status', { name: 'Export result' })).toHaveText('Ready for Stargaze Studio: 2 images, 2 metadata files');
  const zip = await JSZip.loadAsync(bytes);
  expect(JSON.parse(await zip.file('metadata/1.json')!.async('string')).name).toBe('Blocks #1');
});

test('one metadata format for every metadata button, named in each hint; None written or left out alike in the metadata and rarity.csv', async ({
  page,
}) => {
  await page.goto('/#/randomizer');
  await page.getByPlaceholder('e.g., My NFT').fill('Blocks');
  await twoLayers(page);
  await page.getByLabel('Allow none in Hat').check();
  await expect(page.getByLabel('Write None as a value in Hat')).not.toBeChecked();
  await page.getByLabel('Keep enumeration order').check();
  await generate(page, 4);

  const format = page.getByLabel('Metadata format');
  await expect(format).toHaveValue('stargaze');
  await expect(format.locator('option:checked')).toHaveText('Stargaze (trait_type / value)');
  const metadataButton = page.getByRole('button', { name: 'Generate Metadata (JSON)' });
  const saveJson = page.getByRole('article', { name: 'Combination #2', exact: true }).getByRole('button', { name: 'Save JSON' });
  await expect(metadataButton).toHaveAccessibleDescription('Writes metadata as Stargaze (trait_type / value)');
  await expect(saveJson).toHaveAccessibleDescription('Writes metadata as Stargaze (trait_type / value)');
  // Enumeration order: red cap, red None, blue cap, blue None.
  const stargaze = await metadataFiles(page);
  expect(stargaze[1]).toEqual({ name: 'Blocks #2', description: '', attributes: [{ trait_type: 'Background', value: 'red' }] });
  expect(stargaze[2]).toEqual({
    name: 'Blocks #3',
    description: '',
    attributes: [
      { trait_type: 'Background', value: 'blue' },
      { trait_type: 'Hat', value: 'cap' },
    ],
  });
  const single = await downloadOf(page, () => saveJson.click());
  expect(single.name).toBe('2.json');
  expect(JSON.parse(single.bytes.toString())).toEqual(stargaze[1]);
  const csv = async () =>
    (await downloadOf(page, () => page.getByRole('button', { name: 'Download rarity CSV' }).click())).bytes.toString().split('\n\n')[0];
  expect((await csv())!.split('\n').filter((line) => line.startsWith('Hat,'))).toEqual(['Hat,cap,2,50.00']);

  await format.selectOption({ label: 'Layer: value' });
  await expect(metadataButton).toHaveAccessibleDescription('Writes metadata as Layer: value');
  await expect(saveJson).toHaveAccessibleDescription('Writes metadata as Layer: value');
  const layerValue = await metadataFiles(page);
  expect(layerValue[1]).toEqual({ name: 'Blocks #2', description: '', attributes: [{ Background: 'red' }] });
  expect(JSON.parse((await downloadOf(page, () => saveJson.click())).bytes.toString())).toEqual(layerValue[1]);

  // None as a value: written by the next run, in both formats and in rarity.csv.
  await page.getByLabel('Write None as a value in Hat').check();
  await generate(page, 4, true);
  const withNone = await metadataFiles(page);
  expect(withNone[1]).toEqual({ name: 'Blocks #2', description: '', attributes: [{ Background: 'red' }, { Hat: 'None' }] });
  await format.selectOption({ label: 'Stargaze (trait_type / value)' });
  expect((await metadataFiles(page))[3]).toEqual({
    name: 'Blocks #4',
    description: '',
    attributes: [
      { trait_type: 'Background', value: 'blue' },
      { trait_type: 'Hat', value: 'None' },
    ],
  });
  expect((await csv())!.split('\n').filter((line) => line.startsWith('Hat,'))).toEqual(['Hat,cap,2,50.00', 'Hat,None,2,50.00']);
  await page.reload();
  await expect(page.getByLabel('Metadata format')).toHaveValue('stargaze');
  await expect(page.getByLabel('Write None as a value in Hat')).toBeChecked();
});

/** A 32 x 32 checkerboard (black and white pixels, the first one red), made in the page. */
async function checkerboard32(page: Page) {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(32, 32);
    const context = canvas.getContext('2d')!;
    for (let y = 0; y < 32; y++)
      for (let x = 0; x < 32; x++) {
        context.fillStyle = x === 0 && y === 0 ? 'rgb(255,0,0)' : (x + y) % 2 ? 'rgb(255,255,255)' : 'rgb(0,0,0)';
        context.fillRect(x, y, 1, 1);
      }
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
    return btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
  });
  return { name: 'checks.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

test('pixel art offers only whole multiples of the layers, and each source pixel becomes k x k output pixels', async ({ page }) => {
  await page.goto('/#/randomizer');
  await page.getByPlaceholder('e.g., My NFT').fill('Pixels');
  await page.getByRole('button', { name: 'Add Trait Group' }).click();
  await page.getByLabel('Name of layer 1').fill('Board');
  await page.getByLabel('Browse images for layer 1').setInputFiles([await checkerboard32(page)]);
  await expect(page.getByRole('button', { name: 'Hide images (1)' })).toBeVisible();
  const size = page.getByLabel('Output size');
  await size.selectOption('1000');
  await page.getByLabel('Pixel art').check();
  await expect(size.locator('option')).toHaveText([
    '1000 px',
    '224 px (7 × 7 per pixel)',
    '256 px (8 × 8 per pixel)',
    '480 px (15 × 15 per pixel)',
    '512 px (16 × 16 per pixel)',
    '992 px (31 × 31 per pixel)',
    '1024 px (32 × 32 per pixel)',
    'Original size',
  ]);
  await expect(page.getByText('1000 px is not a whole multiple of the 32 px layers')).toBeVisible();
  await size.selectOption({ label: '992 px (31 × 31 per pixel)' });
  await expect(size.locator('option')).toHaveCount(7);
  await expect(page.getByText(/is not a whole multiple/)).toHaveCount(0);

  await generate(page, 1);
  const image = await downloadOf(page, () => page.getByRole('button', { name: 'Save Image' }).click());
  const uneven = await page.evaluate(async (base64) => {
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([data], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    const expected = (x: number, y: number) => {
      const [sx, sy] = [Math.floor(x / 31), Math.floor(y / 31)];
      return sx === 0 && sy === 0 ? [255, 0, 0] : (sx + sy) % 2 ? [255, 255, 255] : [0, 0, 0];
    };
    let wrong = 0;
    for (let y = 0; y < bitmap.height; y++)
      for (let x = 0; x < bitmap.width; x++) {
        const at = (y * bitmap.width + x) * 4;
        if (expected(x, y).some((v, c) => v !== pixels[at + c])) wrong++;
      }
    return { width: bitmap.width, height: bitmap.height, wrong };
  }, image.bytes.toString('base64'));
  expect(uneven).toEqual({ width: 992, height: 992, wrong: 0 });
});
