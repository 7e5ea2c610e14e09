// An animated collection with "Animation format: MP4": every token's MP4, encoded in the real compose
// workers, plays in the browser's own <video> for the frames at the collection's rate, its first frame is
// the token's still (within what H.264's lossy 4:2:0 coding changes), the metadata names it, and the image
// zip holds it beside the PNG.
import { createRequire } from 'node:module';
import JSZip from 'jszip';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { bytesAt, carStore } from './support/car-files.ts';
import { addLayer, downloadOf, generate, stargazeZipFiles, type Upload } from './support/helpers.ts';
import { pngPixels } from './support/animation.ts';
import { lookAlikeCheckOver } from './support/curation.ts';
import { encodePng } from '../core/png/png-encode.ts';

// gifenc's Node build is CommonJS, whose names an ES import does not see.
const { GIFEncoder } = createRequire(import.meta.url)('gifenc') as typeof import('gifenc');

type Rgb = readonly [number, number, number];
const SIZE = 256;
const FRAMES = 12;
const FPS = 10;
const TOKENS = 6;
const BACKGROUNDS: Record<string, Rgb> = { sea: [20, 60, 200], grass: [30, 160, 40] };
/** The middle square (16 px aligned, as H.264 codes 16 px blocks), a shade of grey per frame. */
const MIDDLE = { from: 64, to: 192 };
const inside = (x: number, y: number) => x >= MIDDLE.from && x < MIDDLE.to && y >= MIDDLE.from && y < MIDDLE.to;
const shade = (frame: number) => 40 + frame * 16;
/** A still value's square. */
const STILLS: Record<string, Rgb> = { dot: [0, 0, 0], sun: [250, 210, 0] };
/** What a first frame may differ from the still by, per channel, on average and at most. */
const MEAN_TOLERANCE = 3;
const MOST_TOLERANCE = 12;

/** RGBA pixels of a square image: `colour` everywhere, or only inside the middle square (transparent outside). */
function square(colour: Rgb, middleOnly = false): Uint8Array {
  const data = new Uint8Array(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) if (!middleOnly || inside(x, y)) data.set([...colour, 255], (y * SIZE + x) * 4);
  return data;
}

const png = (name: string, data: Uint8Array): Upload => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(encodePng({ width: SIZE, height: SIZE, data })),
});

/** The 12-frame GIF at 10 fps: index 0 transparent, index 1 + f the square's grey in frame f. */
function fadeGif(): Upload {
  const gif = GIFEncoder();
  const palette = [[0, 0, 0], ...Array.from({ length: FRAMES }, (_, f) => [shade(f), shade(f), shade(f)])];
  for (let f = 0; f < FRAMES; f++) {
    const index = new Uint8Array(SIZE * SIZE);
    for (let y = 0; y < SIZE; y++) for (let x = 0; x < SIZE; x++) if (inside(x, y)) index[y * SIZE + x] = 1 + f;
    gif.writeFrame(index, SIZE, SIZE, { palette, delay: 1000 / FPS, transparent: true, transparentIndex: 0, repeat: 0 });
  }
  gif.finish();
  return { name: 'fade.gif', mimeType: 'image/gif', buffer: Buffer.from(gif.bytes()) };
}

interface Played {
  duration: number;
  ended: boolean;
  width: number;
  height: number;
  first: number[];
}

/** A video played in a <video> of the page: its duration, whether it reached its end, and its first frame. */
async function playVideo(page: Page, file: Uint8Array, type = 'video/mp4'): Promise<Played> {
  return page.evaluate(
    async ({ bytes, type }) => {
      const video = document.createElement('video');
      video.muted = true;
      video.src = URL.createObjectURL(new Blob([new Uint8Array(bytes)], { type }));
      const once = (event: string) =>
        new Promise<void>((resolve, reject) => {
          video.addEventListener(event, () => resolve(), { once: true });
          video.addEventListener('error', () => reject(new Error(`video error ${video.error?.code}: ${video.error?.message}`)), {
            once: true,
          });
        });
      document.body.append(video);
      await once('loadeddata');
      // The first frame, once the element has it to show (a seek to 0 waits for it; the frame may come a
      // moment after the event).
      const seeked = once('seeked');
      video.currentTime = 0;
      await seeked;
      const firstFrame = async (tries: number): Promise<ImageBitmap> =>
        createImageBitmap(video).catch(async (error: unknown) => {
          if (tries <= 1) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50));
          return firstFrame(tries - 1);
        });
      const frame = await firstFrame(40);
      const canvas = new OffscreenCanvas(frame.width, frame.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(frame, 0, 0);
      frame.close();
      const first = [...context.getImageData(0, 0, canvas.width, canvas.height).data];
      const ended = once('ended');
      await video.play();
      await ended;
      URL.revokeObjectURL(video.src);
      video.remove();
      return { duration: video.duration, ended: video.ended, width: video.videoWidth, height: video.videoHeight, first };
    },
    { bytes: [...file], type },
  );
}

/** Mean and largest per-channel difference of two RGBA images (alpha left out: the video has none). */
function difference(a: readonly number[], b: readonly number[]): { mean: number; most: number } {
  let [sum, most, count] = [0, 0, 0];
  for (let i = 0; i < a.length; i++) {
    if (i % 4 === 3) continue;
    const d = Math.abs(a[i]! - b[i]!);
    sum += d;
    most = Math.max(most, d);
    count++;
  }
  return { mean: sum / count, most };
}

/** The six-token set (two backgrounds, a middle of 12 frames or two stills) made in `format`. */
async function generateMovies(page: Page, format: string, seed: string) {
  await page.goto('/#/randomizer');
  await page.getByPlaceholder('e.g., My NFT').fill('Movies');
  await addLayer(
    page,
    'Background',
    Object.entries(BACKGROUNDS).map(([name, colour]) => png(`${name}.png`, square(colour))),
  );
  await addLayer(page, 'Middle', [fadeGif(), ...Object.entries(STILLS).map(([name, colour]) => png(`${name}.png`, square(colour, true)))]);
  await expect(page.getByText(`Animated: ${FRAMES} frames`, { exact: true })).toBeVisible();
  const animation = page.getByRole('group', { name: 'Animation' });
  await expect(animation.getByLabel('Animation format')).toHaveValue('gif');
  await animation.getByLabel('Animation format').selectOption({ label: format });
  await page.getByLabel('Output size').selectOption({ label: 'Original size' });
  await page.getByRole('textbox', { name: 'Seed' }).fill(seed);
  await generate(page, TOKENS);
}

test('Animation format MP4: each token gets an MP4 that plays its frames at the collection rate, its first frame the still', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await generateMovies(page, 'MP4', 'mp4-seed');

  const files = await stargazeZipFiles(page, TOKENS);
  const numbers = Array.from({ length: TOKENS }, (_, i) => i + 1);
  // MP4 only: no GIFs.
  expect([...files.keys()].filter((name) => name.startsWith('animations/')).sort()).toEqual(
    numbers.map((n) => `animations/${n}.mp4`).sort(),
  );
  for (const n of numbers) {
    const metadata = JSON.parse(new TextDecoder().decode(files.get(`metadata/${n}.json`)!)) as { animation_url: string };
    expect(metadata.animation_url).toBe(`animations/${n}.mp4`);
    expect(files.has(metadata.animation_url)).toBe(true);
    const played = await playVideo(page, files.get(metadata.animation_url)!);
    expect(played).toMatchObject({ ended: true, width: SIZE, height: SIZE });
    expect(played.duration).toBeCloseTo(FRAMES / FPS, 1);
    const still = await pngPixels(page, files.get(`images/${n}.png`)!);
    const { mean, most } = difference(played.first, still);
    expect(mean, `token ${n}: mean difference of its first frame`).toBeLessThanOrEqual(MEAN_TOLERANCE);
    expect(most, `token ${n}: largest difference of its first frame`).toBeLessThanOrEqual(MOST_TOLERANCE);
  }

  // A card plays its token's MP4 while hovered, and shows its still again when left. The pointer enters
  // the card afresh on each try: a card moved from under it (the page settling) is not hovered any more.
  const card = page.getByRole('article', { name: 'Combination #1', exact: true });
  await lookAlikeCheckOver(page);
  const video = card.locator('video[aria-label="Combination #1"]');
  const playing = () =>
    video.evaluate((v: HTMLVideoElement) => (v.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA ? v.duration : 0), null, {
      timeout: 5_000,
    });
  await expect(async () => {
    await page.mouse.move(0, 0);
    await card.hover();
    await expect.poll(playing, { timeout: 5_000 }).toBeCloseTo(FRAMES / FPS, 1);
  }).toPass({ timeout: 30_000 });
  await page.mouse.move(0, 0);
  await expect(video).toHaveCount(0);
  await expect(card.getByRole('img', { name: 'Combination #1', exact: true })).toBeVisible();

  // The image zip holds each token's MP4 beside its PNG, the very bytes of the export's, and no GIF.
  const batch = await downloadOf(page, () => page.getByRole('button', { name: 'Download All Images in batches (ZIP)' }).click());
  const merged = await JSZip.loadAsync(batch.bytes, { checkCRC32: true });
  expect(Object.keys(merged.files).filter((name) => name.endsWith('.gif'))).toEqual([]);
  for (const n of numbers) {
    const mp4 = await merged.file(`merged_${n}.mp4`)!.async('uint8array');
    expect(Buffer.from(mp4).equals(Buffer.from(files.get(`animations/${n}.mp4`)!))).toBe(true);
  }
  await expect(page.getByRole('button', { name: 'Download All Images in batches (ZIP)' })).toBeEnabled();

  // The same seed makes the same stills, byte for byte.
  await generate(page, TOKENS, true);
  const again = await stargazeZipFiles(page, TOKENS);
  for (const n of numbers) expect(Buffer.from(again.get(`images/${n}.png`)!).equals(Buffer.from(files.get(`images/${n}.png`)!))).toBe(true);
  // And the same videos, byte for byte: their headers hold no time of writing.
  for (const n of numbers)
    expect(Buffer.from(again.get(`animations/${n}.mp4`)!).equals(Buffer.from(files.get(`animations/${n}.mp4`)!))).toBe(true);
});

test('Animation format WebM: each token gets a WebM that keeps transparency, flagged for Stargaze', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/#/randomizer');
  await page.getByPlaceholder('e.g., My NFT').fill('Clear movies');
  // One layer of a square on transparency: the WebM keeps what is around it transparent.
  await addLayer(page, 'Middle', [fadeGif(), ...Object.entries(STILLS).map(([name, colour]) => png(`${name}.png`, square(colour, true)))]);
  const animation = page.getByRole('group', { name: 'Animation' });
  await animation.getByLabel('Animation format').selectOption({ label: 'WebM (VP9, keeps transparency; not recognised by Stargaze)' });
  await page.getByLabel('Output size').selectOption({ label: 'Original size' });
  await page.getByRole('textbox', { name: 'Seed' }).fill('webm-seed');
  const tokens = Object.keys(STILLS).length + 1;
  await generate(page, tokens);

  await page.getByRole('button', { name: 'Export for Stargaze' }).click();
  // The pre-flight names the WebMs for Stargaze, as a warning: the export goes ahead.
  await page.getByRole('button', { name: 'Run pre-flight check' }).click();
  await expect(page.getByRole('status', { name: 'Pre-flight report' })).toContainText(
    'Warning: Stargaze Studio does not recognise webm files: animations/1.webm',
  );
  const { bytes } = await downloadOf(page, () => page.getByRole('button', { name: 'Download one zip' }).click());
  const zip = await JSZip.loadAsync(bytes, { checkCRC32: true });
  for (let n = 1; n <= tokens; n++) {
    const metadata = JSON.parse(await zip.file(`metadata/${n}.json`)!.async('string')) as { animation_url: string };
    expect(metadata.animation_url).toBe(`animations/${n}.webm`);
    const played = await playVideo(page, await zip.file(metadata.animation_url)!.async('uint8array'), 'video/webm');
    expect(played).toMatchObject({ ended: true, width: SIZE, height: SIZE });
    expect(played.duration).toBeCloseTo(FRAMES / FPS, 1);
    const still = await pngPixels(page, await zip.file(`images/${n}.png`)!.async('uint8array'));
    const at = (pixels: readonly number[], x: number, y: number) => pixels.slice((y * SIZE + x) * 4, (y * SIZE + x) * 4 + 4);
    // Transparent around the square, as the still is; the square's colour within the tolerance.
    expect(at(played.first, 8, 8)[3]).toBe(0);
    expect(at(still, 8, 8)[3]).toBe(0);
    const [inVideo, inStill] = [at(played.first, 128, 128), at(still, 128, 128)];
    inStill.forEach((channel, c) => expect(Math.abs(inVideo[c]! - channel)).toBeLessThanOrEqual(MOST_TOLERANCE));
  }
});

test('Animation format GIF + MP4: each token gets both, the MP4 stored after the GIF and named by animation_url', async ({ page }) => {
  test.setTimeout(240_000);
  await generateMovies(page, 'GIF + MP4', 'both-seed');
  const files = await stargazeZipFiles(page, TOKENS);
  const numbers = Array.from({ length: TOKENS }, (_, i) => i + 1);
  expect([...files.keys()].filter((name) => name.startsWith('animations/')).sort()).toEqual(
    numbers.flatMap((n) => [`animations/${n}.gif`, `animations/${n}.mp4`]).sort(),
  );
  const batch = await downloadOf(page, () => page.getByRole('button', { name: 'Download All Images in batches (ZIP)' }).click());
  const merged = await JSZip.loadAsync(batch.bytes, { checkCRC32: true });
  for (const n of numbers) {
    const metadata = JSON.parse(new TextDecoder().decode(files.get(`metadata/${n}.json`)!)) as { animation_url: string };
    expect(metadata.animation_url).toBe(`animations/${n}.mp4`);
    const still = await pngPixels(page, files.get(`images/${n}.png`)!);
    // Each file read from its own place in the pack: the GIF's first frame is the still, the MP4 plays.
    expect(await pngPixels(page, files.get(`animations/${n}.gif`)!, 'image/gif')).toEqual(still);
    const played = await playVideo(page, files.get(`animations/${n}.mp4`)!);
    expect(played).toMatchObject({ ended: true, width: SIZE, height: SIZE });
    expect(difference(played.first, still).mean).toBeLessThanOrEqual(MEAN_TOLERANCE);
    for (const file of ['gif', 'mp4']) {
      const zipped = await merged.file(`merged_${n}.${file}`)!.async('uint8array');
      expect(Buffer.from(zipped).equals(Buffer.from(files.get(`animations/${n}.${file}`)!))).toBe(true);
    }
  }

  // Packed for IPFS: the animations beside the images under one root, each token's metadata naming its MP4 there.
  await expect(page.getByRole('button', { name: 'Download All Images in batches (ZIP)' })).toBeEnabled();
  await page.getByRole('button', { name: 'Pack for IPFS (two CAR files)' }).click();
  await expect(page.getByRole('status', { name: 'Export result' })).toHaveText(
    `Ready for IPFS: ${TOKENS} images, ${TOKENS} metadata files`,
    {
      timeout: 60_000,
    },
  );
  const addresses = page.getByRole('region', { name: 'IPFS addresses' });
  const [imagesRoot, metadataRoot] = [
    await addresses.getByLabel('Images root').textContent(),
    await addresses.getByLabel('Metadata root').textContent(),
  ];
  const { store: images } = await carStore(
    (await downloadOf(page, () => addresses.getByRole('button', { name: 'Download images.car' }).click())).bytes,
  );
  const { store: metadata } = await carStore(
    (await downloadOf(page, () => addresses.getByRole('button', { name: 'Download metadata.car' }).click())).bytes,
  );
  for (const n of numbers) {
    for (const file of ['gif', 'mp4'])
      expect((await bytesAt(`${imagesRoot}/${n}.${file}`, images)).equals(Buffer.from(files.get(`animations/${n}.${file}`)!))).toBe(true);
    expect(JSON.parse((await bytesAt(`${metadataRoot}/${n}`, metadata)).toString('utf8'))).toMatchObject({
      image: `ipfs://${imagesRoot}/${n}.png`,
      animation_url: `ipfs://${imagesRoot}/${n}.mp4`,
    });
  }
});

test('A browser that cannot encode H.264 says so when MP4 is chosen, before the run starts', async ({ page }) => {
  // This browser's encoder, as one without H.264 answers.
  await page.addInitScript(() => {
    VideoEncoder.isConfigSupported = async (config) => ({ supported: !config.codec.startsWith('avc1'), config });
  });
  await page.goto('/#/randomizer');
  await page.getByPlaceholder('e.g., My NFT').fill('No movies');
  await addLayer(page, 'Middle', [fadeGif(), png('dot.png', square(STILLS.dot!, true))]);
  await page.getByRole('group', { name: 'Animation' }).getByLabel('Animation format').selectOption({ label: 'MP4' });
  await page.getByRole('button', { name: 'Generate NFT Files' }).click();
  await expect(
    page.getByText(
      'This browser cannot encode MP4 (H.264) video, so the run did not start: choose GIF as the animation format, or use Chrome or Edge.',
    ),
  ).toBeVisible();
  // Nothing was made: no token's progress was shown, and the button takes another go.
  await expect(page.getByText(/\d+ \/ \d+ \(\d+%\)/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generate NFT Files' })).toBeEnabled();
});
