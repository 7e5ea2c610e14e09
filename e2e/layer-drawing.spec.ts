// How layers are drawn, end to end: a shadow layer multiplied at 50 % opacity, "cap" drawn under Hair
// though its layer is Hat, and a two-part top hat whose back piece is drawn under the head. Every
// exported image and the Preview must equal the layers composed in the test, apart from the engine, with
// the W3C formulas (core/compose/blend-reference.test-helpers.ts) in that token's order; the
// metadata names the hat once.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { zipFiles } from './support/helpers.ts';
import { drawTheHats, HAIR, HAT, HEAD, SHADOW, squares, uploadLayers } from './support/drawn-layers.ts';
import { decodeRgba } from '../core/png/decode-png.test-helpers.ts';
import type { Rgba } from '../core/png/png-pixels.ts';
import { referenceComposition, type ReferenceStep } from '../core/compose/blend-reference.test-helpers.ts';

const LAYERS = [squares('Background', 0, { sky: [120, 180, 240], sand: [230, 200, 120] }), HEAD, SHADOW, HAIR, HAT];
const TOKENS = 8;

type Traits = Record<string, string>;

/** What the token shows, bottom first, written out from the scenario (not from the app's drawing steps). */
function expectedImage(images: Map<string, Rgba>, t: Traits): Rgba {
  const plain = (name: string): ReferenceStep => ({ image: images.get(name)!, blend: 'normal', opacity: 1 });
  const steps = [
    plain(t.Background!),
    ...(t.Hat === 'tophat' ? [plain('tophat-back')] : []),
    plain(t.Head!),
    { image: images.get(t.Shadow!)!, blend: 'multiply' as const, opacity: 0.5 },
    ...(t.Hat === 'cap' ? [plain('cap')] : []),
    plain(t.Hair!),
    ...(t.Hat === 'cap' ? [] : [plain(t.Hat!)]),
  ];
  return referenceComposition(steps);
}

async function previewed(page: Page): Promise<{ pixels: Rgba; traits: Traits }> {
  await page.getByRole('button', { name: 'Preview' }).click();
  const image = page.getByRole('img', { name: 'Preview token' });
  await expect(image).toBeVisible();
  const base64 = await image.evaluate(async (img: HTMLImageElement) => {
    const bytes = new Uint8Array(await (await fetch(img.src)).arrayBuffer());
    return btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
  });
  const text = (await page.getByText(/^Background: .*, Hat: /).textContent())!;
  return {
    pixels: decodeRgba(Buffer.from(base64, 'base64')),
    traits: Object.fromEntries(text.split(', ').map((pair) => pair.split(': '))),
  };
}

test('a multiply shadow at 50 %, a cap under the hair and a two-part hat: Preview and every image equal the W3C composition', async ({
  page,
}) => {
  await page.goto('/#/randomizer');
  await page.getByPlaceholder('e.g., My NFT').fill('Hats');
  const images = await uploadLayers(page, LAYERS);
  await page
    .getByLabel('Add a part to tophat')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('no image') });
  await expect(page.getByText('notes.txt could not be read as an image, so it was not added as a part of tophat.')).toBeVisible();
  await drawTheHats(page, images);
  await page.getByLabel('Output size').selectOption('original');
  await page.getByRole('textbox', { name: 'Seed' }).fill('hats');

  // The layer list shows what is drawn where.
  await expect(page.getByRole('list', { name: 'Drawn at Hair from other layers' })).toHaveText('cap: under Hair');
  await expect(page.getByRole('list', { name: 'Drawn at Head from other layers' })).toHaveText('tophat (part tophat-back.png): under Head');
  // The part is no value of its own: still 2 x 1 x 1 x 2 x 2 combinations.
  await expect(page.getByTestId('possible-combinations')).toHaveText(String(TOKENS));

  const preview = await previewed(page);
  expect(preview.pixels.data, `Preview of ${JSON.stringify(preview.traits)}`).toEqual(expectedImage(images, preview.traits).data);

  // Everything outlives a reload.
  await page.reload();
  await expect(page.getByLabel('Blend mode of Shadow')).toHaveValue('multiply');
  await expect(page.getByLabel('Opacity of Shadow (%)')).toHaveValue('50');
  await expect(page.getByLabel('Blend mode of Hat')).toHaveValue('normal');
  await expect(page.getByRole('list', { name: 'Drawn at Hair from other layers' })).toHaveText('cap: under Hair');
  await expect(page.getByRole('list', { name: 'Drawn at Head from other layers' })).toHaveText('tophat (part tophat-back.png): under Head');

  await page.getByRole('button', { name: 'Generate NFT Files' }).click();
  await expect(page.getByText(`${TOKENS} / ${TOKENS} (100%)`)).toBeVisible({ timeout: 60_000 });
  const exported = await zipFiles(page, 'Download All Images in batches (ZIP)', 'base64');
  const metadata = await zipFiles(page, 'Generate Metadata (JSON)', 'string');
  expect(exported.size).toBe(TOKENS);
  const seen = new Set<string>();
  for (let n = 1; n <= TOKENS; n++) {
    const { attributes } = JSON.parse(metadata.get(`${n}.json`)!) as { attributes: { trait_type: string; value: string }[] };
    expect(attributes.map((a) => a.trait_type)).toEqual(['Background', 'Head', 'Shadow', 'Hair', 'Hat']);
    const traits: Traits = Object.fromEntries(attributes.map((a) => [a.trait_type, a.value]));
    seen.add(JSON.stringify(traits));
    const pixels = decodeRgba(Buffer.from(exported.get(`merged_${n}.png`)!, 'base64'));
    expect(pixels.data, `token ${n}: ${JSON.stringify(traits)}`).toEqual(expectedImage(images, traits).data);
  }
  expect(seen.size).toBe(TOKENS);
});
