// An animated collection end to end: a layer value uploaded as an animated GIF (made here with gifenc, a
// colour per frame) keeps its frames; every token gets a GIF beside its PNG, composed frame by frame in
// the real workers, and the Stargaze export names it in `animation_url`. The preview of a moving token
// moves, the budget is told before Generate, and a card plays its GIF while hovered or focused.
import JSZip from 'jszip';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { addLayer, downloadOf, generate, stargazeZipFiles, type Upload } from './support/helpers.ts';
import { gifFrames, pngPixels, SPIN, spinGif, type Rgb } from './support/animation.ts';
import { lookAlikeCheckOver } from './support/curation.ts';
import { encodePng } from '../core/png/png-encode.ts';

const SIZE = 64;
const FRAMES = 8;
const BACKGROUNDS: Record<string, Rgb> = { sea: [20, 60, 200], grass: [30, 160, 40], sand: [220, 200, 120] };
const DOT: Rgb = [0, 0, 0];
const BADGES: Record<string, Rgb> = { gold: [250, 210, 0], ruby: [160, 0, 40] };
/** Where each layer draws: the middle layer's square, the top layer's badge. */
const MIDDLE = { from: 16, to: 48 };
const BADGE = { from: 4, to: 14 };
const inside = (x: number, y: number, { from, to }: { from: number; to: number }) => x >= from && x < to && y >= from && y < to;

/** RGBA pixels of a 64 px image: `colour` inside `area` (everything when absent), transparent outside. */
function square(colour: Rgb, area?: { from: number; to: number }): Uint8Array {
  const data = new Uint8Array(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) if (!area || inside(x, y, area)) data.set([...colour, 255], (y * SIZE + x) * 4);
  return data;
}

const png = (name: string, data: Uint8Array): Upload => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(encodePng({ width: SIZE, height: SIZE, data })),
});

const spin: Upload = { name: 'spin.gif', mimeType: 'image/gif', buffer: Buffer.from(spinGif(SIZE, (x, y) => inside(x, y, MIDDLE))) };

/** The test's own composition of a token at `frame`: background, then the middle square, then the badge. */
function composed(traits: Record<string, string>, frame: number): number[] {
  const out: number[] = [];
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      let colour = BACKGROUNDS[traits.Background!]!;
      if (inside(x, y, MIDDLE)) colour = traits.Middle === 'spin' ? SPIN[frame % FRAMES]! : DOT;
      if (inside(x, y, BADGE)) colour = BADGES[traits.Badge!]!;
      out.push(...colour, 255);
    }
  return out;
}

/** The three layers: backgrounds, the spinning square or a dot, badges (12 tokens of 64 px). */
async function addMovers(page: Page) {
  await page.goto('/#/randomizer');
  await page.getByPlaceholder('e.g., My NFT').fill('Movers');
  await addLayer(
    page,
    'Background',
    Object.entries(BACKGROUNDS).map(([name, colour]) => png(`${name}.png`, square(colour))),
  );
  await addLayer(page, 'Middle', [spin, png('dot.png', square(DOT, MIDDLE))]);
  await addLayer(
    page,
    'Badge',
    Object.entries(BADGES).map(([name, colour]) => png(`${name}.png`, square(colour, BADGE))),
  );
}

/** The bytes an image on the page shows. */
async function shownBytes(image: Locator): Promise<Uint8Array> {
  const bytes = await image.evaluate(async (img: HTMLImageElement) => [...new Uint8Array(await (await fetch(img.src)).arrayBuffer())]);
  return new Uint8Array(bytes);
}
const isGif = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 6)).toString('latin1') === 'GIF89a';

test('an animated GIF value keeps its frames: each token gets a GIF composed frame by frame, named in its metadata', async ({ page }) => {
  await addMovers(page);
  // The animated value says so on its layer, and the collection takes its frames by default.
  await expect(page.getByText('Animated: 8 frames', { exact: true })).toBeVisible();
  const animation = page.getByRole('group', { name: 'Animation' });
  await expect(animation.getByLabel('Frames', { exact: true })).toHaveAttribute('placeholder', '8');
  await expect(animation.getByLabel('Frames per second')).toHaveAttribute('placeholder', '10');
  await animation.getByLabel('Frames', { exact: true }).fill('8');
  await page.getByLabel('Output size').selectOption({ label: 'Original size' });
  await page.getByRole('textbox', { name: 'Seed' }).fill('animated-seed');
  await generate(page, 12);

  const files = await stargazeZipFiles(page, 12);
  const numbers = Array.from({ length: 12 }, (_, i) => i + 1);
  expect([...files.keys()].filter((name) => name.startsWith('animations/')).sort()).toEqual(
    numbers.map((n) => `animations/${n}.gif`).sort(),
  );
  const tokens = numbers.map((n) => {
    const metadata = JSON.parse(new TextDecoder().decode(files.get(`metadata/${n}.json`)!)) as {
      animation_url: string;
      attributes: { trait_type: string; value: string }[];
    };
    expect(files.has(metadata.animation_url)).toBe(true);
    expect(metadata.animation_url).toBe(`animations/${n}.gif`);
    return { n, traits: Object.fromEntries(metadata.attributes.map((a) => [a.trait_type, a.value])) };
  });
  const moving = tokens.filter((t) => t.traits.Middle === 'spin');
  expect(moving).toHaveLength(6);

  for (const { n, traits } of [moving[0]!, moving[5]!]) {
    const gif = files.get(`animations/${n}.gif`)!;
    const { count, frames } = await gifFrames(page, gif, [0, 3, 7]);
    expect(count).toBe(FRAMES);
    [0, 3, 7].forEach((frame, i) => expect(frames[i]).toEqual(composed(traits, frame)));
    // The still is frame 0.
    expect(await pngPixels(page, files.get(`images/${n}.png`)!)).toEqual(frames[0]);
  }
  // A token of still values shows its still in each of its 8 frames.
  const still = tokens.find((t) => t.traits.Middle === 'dot')!;
  const { count, frames } = await gifFrames(page, files.get(`animations/${still.n}.gif`)!, [0, 7]);
  expect(count).toBe(FRAMES);
  expect(frames[1]).toEqual(composed(still.traits, 0));

  // The image zip holds each token's GIF beside its PNG, the very bytes of the export's.
  const batch = await downloadOf(page, () => page.getByRole('button', { name: 'Download All Images in batches (ZIP)' }).click());
  const merged = await JSZip.loadAsync(batch.bytes, { checkCRC32: true });
  for (const n of numbers) {
    const gif = await merged.file(`merged_${n}.gif`)!.async('uint8array');
    expect(Buffer.from(gif).equals(Buffer.from(files.get(`animations/${n}.gif`)!))).toBe(true);
  }
  await expect(page.getByRole('button', { name: 'Download All Images in batches (ZIP)' })).toBeEnabled();

  // The same seed makes the same GIFs, byte for byte.
  await generate(page, 12, true);
  const again = await stargazeZipFiles(page, 12);
  for (const n of numbers)
    expect(Buffer.from(again.get(`animations/${n}.gif`)!).equals(Buffer.from(files.get(`animations/${n}.gif`)!))).toBe(true);
});

test('an animated set previews moving, shows its budget, and its cards play while hovered or focused', async ({ page }) => {
  await addMovers(page);
  await page.getByLabel('Output size').selectOption({ label: 'Original size' });
  // Before any run here, the budget is the first estimate, for the plan's 12 tokens at the layers' size.
  const budget = page.getByRole('group', { name: 'Budget' });
  await expect(budget).toContainText('Budget: 12 tokens of 8 frames at 64 x 64 px: about');
  await expect(budget).toContainText('(a first estimate: a run here measures this machine)');

  // A preview whose square spins is its GIF, frame by frame the test's own composition; a dot's is a still.
  const preview = page.getByRole('img', { name: 'Preview token' });
  const seen = new Set<string>();
  for (let tries = 0; tries < 30 && seen.size < 2; tries++) {
    const before = (await preview.count()) ? await preview.getAttribute('src') : null;
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(preview).not.toHaveAttribute('src', before ?? '');
    const traits = Object.fromEntries(
      (await page.getByRole('complementary', { name: 'Generator' }).locator('p', { hasText: 'Background: ' }).textContent())!
        .split(', ')
        .map((pair) => pair.split(': ')),
    ) as Record<string, string>;
    const bytes = await shownBytes(preview);
    seen.add(traits.Middle!);
    if (traits.Middle === 'spin') {
      expect(isGif(bytes)).toBe(true);
      const { count, frames } = await gifFrames(page, bytes, [0, 5]);
      expect(count).toBe(FRAMES);
      expect(frames[1]).toEqual(composed(traits, 5));
    } else expect(isGif(bytes)).toBe(false);
  }
  // Both, as the weights say (a preview is a token drawn as the run draws).
  expect([...seen].sort()).toEqual(['dot', 'spin']);

  await generate(page, 12);
  // The run measured this machine: the budget now says so.
  await expect(budget).toContainText('(measured here)');

  // A card shows its still; hovered, its GIF of 8 frames; left, its still again; focused, its GIF.
  const card = page.getByRole('article', { name: 'Combination #1', exact: true });
  await lookAlikeCheckOver(page);
  const image = card.getByRole('img', { name: 'Combination #1', exact: true });
  await expect(image).toBeVisible();
  expect(isGif(await shownBytes(image))).toBe(false);
  await card.hover();
  await expect.poll(async () => isGif(await shownBytes(image))).toBe(true);
  expect((await gifFrames(page, await shownBytes(image), [0])).count).toBe(FRAMES);
  await page.mouse.move(0, 0);
  await expect.poll(async () => isGif(await shownBytes(image))).toBe(false);
  await card.getByRole('checkbox', { name: 'Select #1' }).focus();
  await expect.poll(async () => isGif(await shownBytes(image))).toBe(true);
});
