// Every PNG the compose workers write must decode to exactly the pixels composed: each row filter, each
// deflate level the encoder uses (small images, and unfiltered rows of large ones), and the filter it
// chooses itself, on awkward shapes and contents, read back by two decoders that share no code with it
// (fast-png in JS, libpng through sharp).
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { chooseFilter, encodePng } from './png-encode.ts';
import { FILTER_NONE, FILTER_SUB, FILTER_UP } from './png-row-filters.ts';
import { decodeRgba } from './decode-png.test-helpers.ts';
import type { Rgba } from './png-pixels.ts';

type Pixel = [number, number, number, number];

function image(width: number, height: number, pixel: (x: number, y: number) => Pixel): Rgba {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(pixel(x, y), (y * width + x) * 4);
  return { width, height, data };
}

const hash = (x: number, y: number, salt: number) => Math.imul(x * 73_856_093 + y * 19_349_663 + salt, 2_654_435_761) >>> 0;
const noise = (x: number, y: number): Pixel => {
  const v = hash(x, y, 1);
  return [v & 255, (v >>> 8) & 255, (v >>> 16) & 255, v >>> 24];
};
/**
 * A dithered 45° gradient over a `size`-pixel diagonal: each row is the one above shifted by a pixel, the
 * case None wins (filtered, the repeats turn into small differences that repeat everywhere).
 */
const diagonal =
  (size: number) =>
  (x: number, y: number): Pixel => {
    const d = x + y;
    const t = (d * 255) / size;
    const dither = (salt: number) => (hash(d, 0, salt) & 255) / 256;
    return [Math.floor(t + dither(1)), Math.floor(255 - t * 0.7 + dither(2)), Math.floor(60 + t * 0.5 + dither(3)), 255];
  };

const shapes: Array<[string, Rgba]> = [
  ['one pixel', image(1, 1, () => [255, 0, 128, 7])],
  ['one row, odd width', image(37, 1, noise)],
  ['one column', image(1, 23, noise)],
  ['odd width and height, translucent noise', image(37, 23, noise)],
  ['fully transparent', image(31, 17, () => [0, 0, 0, 0])],
  ['transparent with colour left in the clear pixels', image(19, 9, (x, y) => [x * 13, y * 29, 7, 0])],
  ['a dithered diagonal gradient, odd width', image(101, 64, diagonal(165))],
  [
    'opaque gradient with a noisy square',
    image(120, 80, (x, y) => (x > 40 && x < 70 && y > 20 && y < 50 ? noise(x, y) : [x * 2, y * 3, (x + y) & 255, 255])),
  ],
];

/** The pixels sharp (libpng) reads from `png`, as RGBA. */
async function sharpPixels(png: Uint8Array): Promise<Rgba> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data) };
}

/** Size and the first byte that differs (-1: none); deep equality of megabyte arrays outlasts a test's time. */
const difference = (decoded: Rgba, rgba: Rgba) => ({
  size: [decoded.width, decoded.height],
  firstDifferentByte: Buffer.compare(decoded.data, rgba.data) === 0 ? -1 : decoded.data.findIndex((v, i) => v !== rgba.data[i]),
});

async function expectSamePixels(png: Uint8Array, rgba: Rgba) {
  const same = { size: [rgba.width, rgba.height], firstDifferentByte: -1 };
  expect(difference(decodeRgba(png), rgba)).toEqual(same);
  expect(difference(await sharpPixels(png), rgba)).toEqual(same);
}

describe('every PNG the workers encode decodes to the composed pixels', () => {
  const filters = [
    ['None', FILTER_NONE],
    ['Sub', FILTER_SUB],
    ['Up', FILTER_UP],
  ] as const;
  for (const [filterName, filter] of filters)
    it.each(shapes)(`%s, rows filtered with ${filterName}`, async (_, rgba) => {
      await expectSamePixels(encodePng(rgba, filter), rgba);
    });

  it.each(shapes)('%s, with the filter the encoder chooses', async (_, rgba) => {
    await expectSamePixels(encodePng(rgba), rgba);
  });

  // 700 x 700 pixels and more: unfiltered rows go through the row matcher (png-row-deflate.ts).
  const large: Array<[string, Rgba]> = [
    ['a large diagonal gradient', image(701, 703, diagonal(1404))],
    ['large translucent noise', image(703, 700, noise)],
    ['a large fully transparent image, odd width', image(701, 700, () => [0, 0, 0, 0])],
    ['a large image one pixel wide', image(1, 490_001, (x, y) => noise(x, y >> 3))],
    ['rows wider than DEFLATE looks back', image(8_501, 58, diagonal(8_560))],
    [
      'a large gradient with a noisy square',
      image(700, 701, (x, y) => (x > 200 && x < 330 && y > 250 && y < 380 ? noise(x, y) : diagonal(1400)(x, y))),
    ],
  ];
  it.each(large)('%s, rows left unfiltered', async (_, rgba) => {
    await expectSamePixels(encodePng(rgba, FILTER_NONE), rgba);
  });

  it.each(large)('%s, with the filter the encoder chooses', async (_, rgba) => {
    await expectSamePixels(encodePng(rgba), rgba);
  });
});

describe('the filter the encoder chooses', () => {
  it('leaves rows that repeat the one above shifted unfiltered, and they compress smaller so', () => {
    const rgba = image(300, 200, diagonal(500));
    expect(chooseFilter(rgba)).toBe(FILTER_NONE);
    expect(encodePng(rgba).byteLength).toBeLessThan(encodePng(rgba, FILTER_SUB).byteLength);
  });

  // At 700 x 700 and more, None's trial goes through the row matcher.
  it.each([
    [200, 120],
    [700, 700],
  ])('filters a horizontal gradient with noise in its rows, %i x %i', (width, height) => {
    const rgba = image(width, height, (x, y) => [x & 255, (x * 3 + (hash(x, y, 3) & 7)) & 255, y & 255, 255]);
    expect(chooseFilter(rgba)).not.toBe(FILTER_NONE);
    expect(encodePng(rgba).byteLength).toBeLessThanOrEqual(encodePng(rgba, FILTER_NONE).byteLength);
  });

  it('makes a large diagonal gradient a tenth of the size filtering with Sub makes', () => {
    const rgba = image(701, 703, diagonal(1404));
    expect(encodePng(rgba).byteLength * 10).toBeLessThan(encodePng(rgba, FILTER_SUB).byteLength);
  });
});
