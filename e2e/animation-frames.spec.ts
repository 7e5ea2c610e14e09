// Animated values beyond an uploaded GIF: a layers/ folder whose Eyes layer holds a folder of 12 numbered
// frames (`Eyes/Laser/1.png` ... `12.png`, made here, a colour per frame) and one of 4 frames each saved
// with a palette of its own (as optimisers write them), beside an 8-frame GIF value and still layers. Each
// numbered folder is one value; every token's GIF has the collection's 12 frames, each the test's own
// composition (the shorter values looping), composed in the real workers.
import { deflateSync } from 'node:zlib';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { test, expect } from './fixtures/test.ts';
import { generate, stargazeTraits, stargazeZipFiles } from './support/helpers.ts';
import { expectTokenGifs, SPIN, spinGif, type Rgb } from './support/animation.ts';
import { encodePng } from '../core/png/png-encode.ts';
import { COLOUR_TYPE, headerChunk, pngFile } from '../core/png/png-chunks.ts';

type Area = { x: readonly [number, number]; y: readonly [number, number] };
const SIZE = 48;
const FRAMES = 12;
/** Every combination of 2 backgrounds, 2 middles and 3 eyes. */
const TOKENS = 12;
const BACKGROUNDS: Record<string, Rgb> = { sea: [20, 60, 200], grass: [30, 160, 40] };
const DOT: Rgb = [0, 0, 0];
/** The numbered frames' bar, a colour per frame. */
const LASER: Rgb[] = Array.from({ length: FRAMES }, (_, f) => [20 * f + 10, 240 - 20 * f, (f * 97) % 256]);
const CLOSED: Rgb = [90, 60, 30];
/** The palette frames' bar, a colour per frame (4 frames: it loops in the 12). */
const BLINK: Rgb[] = [
  [180, 180, 255],
  [200, 30, 30],
  [30, 30, 200],
  [250, 150, 0],
];
const MIDDLE: Area = { x: [12, 36], y: [12, 36] };
/** The eyes' bar crosses the middle square: drawn above it. */
const EYES: Area = { x: [4, 44], y: [20, 26] };
const inside = (x: number, y: number, area?: Area) => !area || (x >= area.x[0] && x < area.x[1] && y >= area.y[0] && y < area.y[1]);

function png(colour: Rgb, area?: Area): Uint8Array {
  const data = new Uint8Array(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y++) for (let x = 0; x < SIZE; x++) if (inside(x, y, area)) data.set([...colour, 255], (y * SIZE + x) * 4);
  return encodePng({ width: SIZE, height: SIZE, data });
}

/** A PNG of two palette entries, transparent and `colour` inside `area`: each frame's palette its own. */
function palettePng(colour: Rgb, area: Area): Uint8Array {
  const rows = new Uint8Array(SIZE * (SIZE + 1));
  for (let y = 0; y < SIZE; y++) for (let x = 0; x < SIZE; x++) if (inside(x, y, area)) rows[y * (SIZE + 1) + 1 + x] = 1;
  return pngFile([
    headerChunk(SIZE, SIZE, 8, COLOUR_TYPE.palette),
    { type: 'PLTE', data: new Uint8Array([0, 0, 0, ...colour]) },
    { type: 'tRNS', data: new Uint8Array([0, 255]) },
    { type: 'IDAT', data: deflateSync(rows) },
  ]);
}

/** The layers/ folder, by path: the numbered frames unpadded, so that 10.png must come after 9.png. */
const TREE: Record<string, Uint8Array> = {
  ...Object.fromEntries(Object.entries(BACKGROUNDS).map(([name, colour]) => [`layers/1-Background/${name}.png`, png(colour)])),
  'layers/2-Middle/spin.gif': spinGif(SIZE, (x, y) => inside(x, y, MIDDLE)),
  'layers/2-Middle/dot.png': png(DOT, MIDDLE),
  ...Object.fromEntries(LASER.map((colour, f) => [`layers/3-Eyes/Laser/${f + 1}.png`, png(colour, EYES)])),
  ...Object.fromEntries(BLINK.map((colour, f) => [`layers/3-Eyes/Blink/000${f + 1}.png`, palettePng(colour, EYES)])),
  'layers/3-Eyes/closed.png': png(CLOSED, EYES),
};

/** The test's own composition of a token at `frame`: background, the middle square, the eyes' bar. */
function composed(traits: Record<string, string>, frame: number): number[] {
  const out: number[] = [];
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      let colour = BACKGROUNDS[traits.Background!]!;
      if (inside(x, y, MIDDLE)) colour = traits.Middle === 'spin' ? SPIN[frame % SPIN.length]! : DOT;
      if (inside(x, y, EYES))
        colour = traits.Eyes === 'Laser' ? LASER[frame]! : traits.Eyes === 'Blink' ? BLINK[frame % BLINK.length]! : CLOSED;
      out.push(...colour, 255);
    }
  return out;
}

test('a folder of numbered frames is one animated value: each token GIF has its 12 frames beside a looping GIF value', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const folder = testInfo.outputPath('layers');
  for (const [path, bytes] of Object.entries(TREE)) {
    const file = testInfo.outputPath(path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes);
  }
  await page.goto('/#/randomizer');
  await page.getByPlaceholder('e.g., My NFT').fill('Lasers');
  await page.getByLabel('Choose a layers folder').setInputFiles(folder);
  await expect(page.getByText('Imported 3 layers and 7 images.')).toBeVisible();
  // The numbered value notes its frames; the GIF value, shorter, loops in the collection's 12.
  await expect(page.getByText('Animated: 12 frames', { exact: true })).toBeVisible();
  await expect(page.getByText('Animated: 8 frames, loops', { exact: true })).toBeVisible();
  await expect(page.getByText('Animated: 4 frames, loops', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Trait value of Laser.png')).toHaveValue('Laser');
  const animation = page.getByRole('group', { name: 'Animation' });
  await expect(animation.getByLabel('Frames', { exact: true })).toHaveAttribute('placeholder', String(FRAMES));
  await page.getByLabel('Output size').selectOption({ label: 'Original size' });
  await page.getByRole('textbox', { name: 'Seed' }).fill('numbered-frames');
  await generate(page, TOKENS);

  const files = await stargazeZipFiles(page, TOKENS);
  const tokens = stargazeTraits(files, TOKENS);
  // As many tokens as combinations: each combination once.
  expect(new Set(tokens.map((traits) => JSON.stringify(traits))).size).toBe(TOKENS);
  // The GIF value's 8 frames loop in the 12.
  await expectTokenGifs(page, files, tokens, { frames: FRAMES, sampled: [0, 5, 11], composed });
});

test("a layer's own folder picker takes a folder of numbered frames as one animated value, beside a still image", async ({
  page,
}, testInfo) => {
  const folder = testInfo.outputPath('Eyes');
  await mkdir(`${folder}/Laser`, { recursive: true });
  for (const [f, colour] of LASER.entries()) await writeFile(`${folder}/Laser/${f + 1}.png`, png(colour, EYES));
  await writeFile(`${folder}/closed.png`, png(CLOSED, EYES));
  await page.goto('/#/randomizer');
  await page.getByRole('button', { name: 'Add Trait Group' }).click();
  await page.getByLabel('Name of layer 1').fill('Eyes');
  await page.getByLabel('Browse a folder for layer 1').setInputFiles(folder);
  await expect(page.getByText('Added 2 images to Eyes.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide images (2)' })).toBeVisible();
  await expect(page.getByText('Animated: 12 frames', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Trait value of Laser.png')).toHaveValue('Laser');
  await expect(page.getByLabel('Trait value of closed.png')).toHaveValue('closed');
  // Files dropped on the layer (no folder in the drop) are added as they are.
  const bytes = Array.from(png(DOT, EYES));
  await page.getByText('Drop images here or browse.').evaluate((zone, bytes) => {
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(new File([Uint8Array.from(bytes)], 'dot.png', { type: 'image/png' }));
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer, bubbles: true, cancelable: true }));
  }, bytes);
  await expect(page.getByRole('button', { name: 'Hide images (3)' })).toBeVisible();
  await expect(page.getByLabel('Trait value of dot.png')).toHaveValue('dot');
});
