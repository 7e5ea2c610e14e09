// How layers are drawn, end to end: a shadow layer multiplied at 50 % opacity. Every exported image and
// the Preview must equal the layers composed in the test, apart from the engine, with the W3C formulas
// (workers/composite/blend-reference.test-helpers.ts) in that token's order.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { addLayer, pngFiles, zipFiles, type LayerImage, type Upload } from './support/helpers.ts';
import { decodeRgba } from '../workers/composite/decode-png.test-helpers.ts';
import type { Rgba } from '../workers/composite/png-pixels.ts';
import { referenceComposition, type ReferenceStep } from '../workers/composite/blend-reference.test-helpers.ts';
import type { BlendMode } from '../shared/layer-drawing.ts';

interface TestLayer {
  name: string;
  images: LayerImage[];
  blend?: BlendMode;
  opacity?: number;
}

const LAYERS: TestLayer[] = [
  {
    name: 'Background',
    images: [
      { name: 'sky.png', color: [120, 180, 240], inset: 0 },
      { name: 'sand.png', color: [230, 200, 120], inset: 0 },
    ],
  },
  { name: 'Body', images: [{ name: 'body.png', color: [240, 220, 20], inset: 20 }] },
  { name: 'Shadow', images: [{ name: 'shadow.png', color: [90, 60, 160], inset: 10 }], blend: 'multiply', opacity: 50 },
  {
    name: 'Hat',
    images: [
      { name: 'cap.png', color: [220, 20, 20], inset: 35 },
      { name: 'crown.png', color: [250, 140, 0], inset: 30 },
    ],
  },
];

/** The uploads' pixels by layer and value name (the file name without .png). */
type Decoded = Map<string, Map<string, Rgba>>;

/** The reference image of a token whose traits are `traits` (layer -> value). */
function expectedImage(decoded: Decoded, traits: Record<string, string>): Rgba {
  const steps: ReferenceStep[] = LAYERS.map((layer) => ({
    image: decoded.get(layer.name)!.get(traits[layer.name]!)!,
    blend: layer.blend ?? 'normal',
    opacity: (layer.opacity ?? 100) / 100,
  }));
  return referenceComposition(steps);
}

async function previewed(page: Page): Promise<{ pixels: Rgba; traits: Record<string, string> }> {
  await page.getByRole('button', { name: 'Preview' }).click();
  const image = page.getByRole('img', { name: 'Preview token' });
  await expect(image).toBeVisible();
  const base64 = await image.evaluate(async (img: HTMLImageElement) => {
    const bytes = new Uint8Array(await (await fetch(img.src)).arrayBuffer());
    return btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
  });
  const text = (await page.getByText(/^Background: /).textContent())!;
  const traits = Object.fromEntries(text.split(', ').map((pair) => pair.split(': ')));
  return { pixels: decodeRgba(Buffer.from(base64, 'base64')), traits };
}

test('a multiply shadow at 50 % opacity: Preview and every exported image equal the W3C composition', async ({ page }) => {
  await page.goto('/#/randomizer');
  await page.getByPlaceholder('e.g., My NFT').fill('Shadows');
  const decoded: Decoded = new Map();
  for (const layer of LAYERS) {
    const uploads: Upload[] = await pngFiles(page, layer.images);
    await addLayer(page, layer.name, uploads);
    decoded.set(layer.name, new Map(uploads.map((u) => [u.name.replace(/\.png$/, ''), decodeRgba(u.buffer)])));
    if (layer.blend) await page.getByLabel(`Blend mode of ${layer.name}`).selectOption(layer.blend);
    if (layer.opacity !== undefined) await page.getByLabel(`Opacity of ${layer.name} (%)`).fill(String(layer.opacity));
  }
  await page.getByLabel('Output size').selectOption('original');
  await page.getByRole('textbox', { name: 'Seed' }).fill('shadows');

  const preview = await previewed(page);
  expect(preview.pixels.data, `Preview of ${JSON.stringify(preview.traits)}`).toEqual(expectedImage(decoded, preview.traits).data);

  // The settings outlive a reload.
  await page.reload();
  await expect(page.getByLabel('Blend mode of Shadow')).toHaveValue('multiply');
  await expect(page.getByLabel('Opacity of Shadow (%)')).toHaveValue('50');
  await expect(page.getByLabel('Blend mode of Hat')).toHaveValue('normal');

  await page.getByRole('button', { name: 'Generate NFT Files' }).click();
  await expect(page.getByText('4 / 4 (100%)')).toBeVisible({ timeout: 60_000 });
  const images = await zipFiles(page, 'Download All Images in batches (ZIP)', 'base64');
  const metadata = await zipFiles(page, 'Generate Metadata (JSON)', 'string');
  expect(images.size).toBe(4);
  const seen = new Set<string>();
  for (let n = 1; n <= 4; n++) {
    const { attributes } = JSON.parse(metadata.get(`${n}.json`)!) as { attributes: { trait_type: string; value: string }[] };
    const traits = Object.fromEntries(attributes.map((a) => [a.trait_type, a.value]));
    seen.add(JSON.stringify(traits));
    const pixels = decodeRgba(Buffer.from(images.get(`merged_${n}.png`)!, 'base64'));
    expect(pixels.data, `token ${n}: ${JSON.stringify(traits)}`).toEqual(expectedImage(decoded, traits).data);
  }
  expect(seen.size).toBe(4);
});
