// APNG and animated WebP values, uploaded as a GIF is: each is noted with its frames on its layer (counted
// from its own chunks), a still PNG or WebP beside them stays still, and every token's GIF has the
// collection's frames, each the test's own composition (the shorter value looping). The APNG is written
// here chunk by chunk; the WebP's frames are the browser's lossless WebPs, joined here in ANMF chunks.
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { addLayer, generate, stargazeTraits, stargazeZipFiles, type Upload } from './support/helpers.ts';
import { expectTokenGifs, type Rgb } from './support/animation.ts';
import { COLOUR_TYPE, headerChunk, pngFile, type Chunk } from '../core/png/png-chunks.ts';

const SIZE = 32;
const TOKENS = 8;
const BACKGROUNDS: Record<string, Rgb> = { sea: [20, 60, 200], grass: [30, 160, 40] };
/** The APNG's square, a colour per frame (3 frames: it loops in the 4). */
const GLOW: Rgb[] = [
  [255, 0, 0],
  [255, 255, 0],
  [0, 255, 255],
];
/** The WebP's square, a colour per frame, each shown 80 ms: the collection's 4 frames at 12.5 a second. */
const PULSE: Rgb[] = [
  [255, 128, 0],
  [128, 0, 255],
  [255, 0, 255],
  [255, 255, 255],
];
const PULSE_MS = 80;
/** The still values: flat.png and calm.webp. */
const STILLS: Record<string, Rgb> = { flat: [0, 0, 0], calm: [90, 60, 30] };
const FROM = 8;
const TO = 24;
const inside = (x: number, y: number) => x >= FROM && x < TO && y >= FROM && y < TO;

/** The image's rows, unfiltered: `colour` in the middle square, transparent around it. */
function rgbaRows(colour: Rgb): Uint8Array {
  const rows = new Uint8Array(SIZE * (1 + SIZE * 4));
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) if (inside(x, y)) rows.set([...colour, 255], y * (1 + SIZE * 4) + 1 + x * 4);
  return deflateSync(rows);
}

const fields = (...values: number[][]) => {
  const data = new Uint8Array(values.reduce((n, [, bytes]) => n + bytes!, 0));
  const view = new DataView(data.buffer);
  values.reduce(
    (at, [value, bytes]) => (
      bytes === 4 ? view.setUint32(at, value!) : bytes === 2 ? view.setUint16(at, value!) : view.setUint8(at, value!),
      at + bytes!
    ),
    0,
  );
  return data;
};

/** An APNG: acTL, then per frame its fcTL (1/20 s, replacing the last) and its image data (IDAT, then fdAT). */
function apng(colours: readonly Rgb[]): Uint8Array {
  let sequence = 0;
  const chunks: Chunk[] = [headerChunk(SIZE, SIZE, 8, COLOUR_TYPE.rgba), { type: 'acTL', data: fields([colours.length, 4], [0, 4]) }];
  colours.forEach((colour, f) => {
    chunks.push({ type: 'fcTL', data: fields([sequence++, 4], [SIZE, 4], [SIZE, 4], [0, 4], [0, 4], [1, 2], [20, 2], [0, 1], [0, 1]) });
    const data = rgbaRows(colour);
    chunks.push(f === 0 ? { type: 'IDAT', data } : { type: 'fdAT', data: new Uint8Array([...fields([sequence++, 4]), ...data]) });
  });
  return pngFile(chunks);
}

/** A lossless WebP of the square in `colour`, as the browser writes it (quality 1). */
async function webpStill(page: Page, colour: Rgb): Promise<Uint8Array> {
  const bytes = await page.evaluate(
    async ({ colour, size, from, to }) => {
      const canvas = new OffscreenCanvas(size, size);
      const context = canvas.getContext('2d')!;
      context.fillStyle = `rgb(${colour.join(',')})`;
      context.fillRect(from, from, to - from, to - from);
      return [...new Uint8Array(await (await canvas.convertToBlob({ type: 'image/webp', quality: 1 })).arrayBuffer())];
    },
    { colour, size: SIZE, from: FROM, to: TO },
  );
  return new Uint8Array(bytes);
}

const le = (value: number, bytes: number) => Array.from({ length: bytes }, (_, i) => (value >> (8 * i)) & 0xff);
const riff = (type: string, data: number[]) => [
  ...Array.from(type, (c) => c.charCodeAt(0)),
  ...le(data.length, 4),
  ...data,
  ...(data.length % 2 ? [0] : []),
];

/** The chunks of a WebP's image: a frame holds these (the browser's stills carry a colour profile too). */
const IMAGE_CHUNKS = ['ALPH', 'VP8 ', 'VP8L'];

/** An animated WebP of the stills' image chunks, one ANMF each. */
function animatedWebp(stills: readonly Uint8Array[], durationMs: number): Uint8Array {
  const imageChunks = (still: Uint8Array) => {
    const out: number[] = [];
    for (let at = 12; at + 8 <= still.length;) {
      const length = still[at + 4]! | (still[at + 5]! << 8) | (still[at + 6]! << 16) | (still[at + 7]! << 24);
      const padded = 8 + length + (length % 2);
      if (IMAGE_CHUNKS.includes(String.fromCharCode(...still.subarray(at, at + 4)))) out.push(...still.subarray(at, at + padded));
      at += padded;
    }
    return out;
  };
  // Each frame at 0,0, the whole canvas, not blended with the one before (flag 2).
  const frames = stills.flatMap((still) =>
    riff('ANMF', [...le(0, 6), ...le(SIZE - 1, 3), ...le(SIZE - 1, 3), ...le(durationMs, 3), 2, ...imageChunks(still)]),
  );
  // VP8X: animation (2) and alpha (16); the canvas size; ANIM: no background colour, looping forever.
  const body = [...riff('VP8X', [0x12, 0, 0, 0, ...le(SIZE - 1, 3), ...le(SIZE - 1, 3)]), ...riff('ANIM', [0, 0, 0, 0, 0, 0]), ...frames];
  return new Uint8Array([
    ...Array.from('RIFF', (c) => c.charCodeAt(0)),
    ...le(4 + body.length, 4),
    ...Array.from('WEBP', (c) => c.charCodeAt(0)),
    ...body,
  ]);
}

function composed(traits: Record<string, string>, frame: number): number[] {
  const out: number[] = [];
  const value = traits.Glow!;
  const colour = value === 'glow' ? GLOW[frame % GLOW.length]! : value === 'pulse' ? PULSE[frame % PULSE.length]! : STILLS[value]!;
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) out.push(...(inside(x, y) ? colour : BACKGROUNDS[traits.Background!]!), 255);
  return out;
}

const upload = (name: string, mimeType: string, bytes: Uint8Array): Upload => ({ name, mimeType, buffer: Buffer.from(bytes) });

test('APNG and animated WebP values keep their frames; a still PNG or WebP beside them stays still', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/#/randomizer');
  await page.getByPlaceholder('e.g., My NFT').fill('Glows');
  const backgrounds = Object.entries(BACKGROUNDS).map(([name, colour]) => {
    const rows = new Uint8Array(SIZE * (1 + SIZE * 4));
    for (let y = 0; y < SIZE; y++) for (let x = 0; x < SIZE; x++) rows.set([...colour, 255], y * (1 + SIZE * 4) + 1 + x * 4);
    return upload(
      `${name}.png`,
      'image/png',
      pngFile([headerChunk(SIZE, SIZE, 8, COLOUR_TYPE.rgba), { type: 'IDAT', data: deflateSync(rows) }]),
    );
  });
  await addLayer(page, 'Background', backgrounds);
  const pulse = animatedWebp(await Promise.all(PULSE.map((colour) => webpStill(page, colour))), PULSE_MS);
  const flat = pngFile([headerChunk(SIZE, SIZE, 8, COLOUR_TYPE.rgba), { type: 'IDAT', data: rgbaRows(STILLS.flat!) }]);
  await addLayer(page, 'Glow', [
    upload('glow.png', 'image/png', apng(GLOW)),
    upload('pulse.webp', 'image/webp', pulse),
    upload('flat.png', 'image/png', flat),
    upload('calm.webp', 'image/webp', await webpStill(page, STILLS.calm!)),
  ]);
  await expect(page.getByText('Animated: 4 frames', { exact: true })).toBeVisible();
  await expect(page.getByText('Animated: 3 frames, loops', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Animated:/)).toHaveCount(2);
  const animation = page.getByRole('group', { name: 'Animation' });
  await expect(animation.getByLabel('Frames', { exact: true })).toHaveAttribute('placeholder', String(PULSE.length));
  await expect(animation.getByLabel('Frames per second')).toHaveAttribute('placeholder', '12.5');
  await page.getByLabel('Output size').selectOption({ label: 'Original size' });
  await page.getByRole('textbox', { name: 'Seed' }).fill('formats');
  await generate(page, TOKENS);

  const files = await stargazeZipFiles(page, TOKENS);
  const tokens = stargazeTraits(files, TOKENS);
  expect(new Set(tokens.map((traits) => JSON.stringify(traits))).size).toBe(TOKENS);
  await expectTokenGifs(page, files, tokens, { frames: PULSE.length, sampled: [0, 1, 3], composed });
});
