// The row matcher's zlib streams must inflate (with Node's zlib, which shares no code with it) to exactly
// the unfiltered scanlines of the rows asked for, whatever the shape and content; its size estimate for a
// band must follow what the rows really take.
import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { deflateUnfilteredRows, unfilteredRowsBytes } from './png-row-deflate.ts';
import { canonicalCodes, huffmanLengths } from './png-deflate-huffman.ts';

const hash = (x: number, y: number, salt: number) => Math.imul(x * 73_856_093 + y * 19_349_663 + salt, 2_654_435_761) >>> 0;

function pixels(width: number, height: number, pixel: (x: number, y: number) => number): Uint32Array {
  const words = new Uint32Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) words[y * width + x] = pixel(x, y) >>> 0;
  return words;
}

/** Rows `from` to `to` as unfiltered scanlines: a zero filter byte, then the row's RGBA bytes. */
function scanlines(words: Uint32Array, width: number, from: number, to: number): Buffer {
  const bytes = new Uint8Array(words.buffer, words.byteOffset, words.byteLength);
  const rows = [];
  for (let y = from; y < to; y++) rows.push(Buffer.from([0]), Buffer.from(bytes.subarray(y * width * 4, (y + 1) * width * 4)));
  return Buffer.concat(rows);
}

/** A 45° gradient dithered in a 4-pixel pattern, as the browser draws one: it repeats 4 rows up and 4 pixels right. */
const ditheredDiagonal = (x: number, y: number) => {
  const d = x + y;
  const dither = (x & 3) * 4 + (y & 3) > 7 ? 1 : 0;
  return (0xff << 24) | ((((d >> 2) + dither) & 255) << 16) | ((((d >> 3) + dither) & 255) << 8) | ((d >> 1) & 255);
};

const cases: Array<[string, number, number, (x: number, y: number) => number]> = [
  ['one pixel', 1, 1, () => 0x07_80_00_ff],
  ['one column', 1, 40, (x, y) => hash(x, y, 1)],
  ['one row, odd width', 37, 1, (x, y) => hash(x >> 2, y, 2)],
  ['two pixels wide', 2, 33, (x, y) => (y % 3 ? 0xff00ff00 : hash(x, y, 3))],
  ['fully transparent', 31, 17, () => 0],
  ['translucent noise, odd width (several blocks)', 301, 299, (x, y) => hash(x, y, 4)],
  ['a dithered diagonal gradient, odd width', 333, 121, ditheredDiagonal],
  [
    'a gradient with a noisy square in it',
    250,
    160,
    (x, y) => (x > 40 && x < 90 && y > 30 && y < 80 ? hash(x, y, 5) : ditheredDiagonal(x, y)),
  ],
  ['one colour, long runs', 700, 9, () => 0xff3366cc],
  ['rows wider than the 32 KiB window', 8_500, 3, (x, y) => ditheredDiagonal(x % 300, y)],
];

describe('the row matcher', () => {
  it.each(cases)('%s inflates to its unfiltered scanlines', (_, width, height, pixel) => {
    const words = pixels(width, height, pixel);
    const inflated = inflateSync(deflateUnfilteredRows(words, width, 0, height));
    expect(Buffer.compare(inflated, scanlines(words, width, 0, height))).toBe(0);
  });

  it('compresses a band of rows on its own, with nothing before it to refer to', () => {
    const words = pixels(300, 40, ditheredDiagonal);
    const inflated = inflateSync(deflateUnfilteredRows(words, 300, 17, 25));
    expect(Buffer.compare(inflated, scanlines(words, 300, 17, 25))).toBe(0);
  });

  it('finds a gradient repeated rows back: a fortieth of its raw size', () => {
    const words = pixels(400, 400, ditheredDiagonal);
    expect(deflateUnfilteredRows(words, 400, 0, 400).byteLength * 40).toBeLessThan(words.byteLength);
  });

  it('counts what a band takes within the image, a little less than the band alone, far less for noise', () => {
    const gradient = pixels(400, 64, ditheredDiagonal);
    const alone = deflateUnfilteredRows(gradient, 400, 32, 48).byteLength;
    const within = unfilteredRowsBytes(gradient, 400, 32, 48);
    expect(within).toBeLessThan(alone);
    expect(within * 10).toBeGreaterThan(alone);
    const noise = pixels(400, 64, (x, y) => hash(x, y, 6));
    expect(unfilteredRowsBytes(noise, 400, 32, 48)).toBeGreaterThan(16 * 400 * 4 * 0.95);
  });
});

describe('Huffman code lengths', () => {
  /** Kraft's sum over the codes: exactly 1 for a complete prefix code. */
  const kraft = (lengths: Uint8Array) => lengths.reduce((sum, length) => sum + (length ? 2 ** -length : 0), 0);

  it('stay within the limit and make a complete code for counts as skewed as Fibonacci numbers', () => {
    const counts = new Uint32Array(30);
    for (let s = 0, a = 1, b = 1; s < counts.length; s++, [a, b] = [b, a + b]) counts[s] = a;
    const lengths = new Uint8Array(30);
    huffmanLengths(counts, 7, lengths);
    expect(Math.max(...lengths)).toBe(7);
    expect(kraft(lengths)).toBe(1);
    // The most frequent symbol has the shortest code.
    expect(lengths[29]).toBe(Math.min(...lengths));
  });

  it('give a single symbol one bit and leave the others without a code', () => {
    const lengths = new Uint8Array(5);
    huffmanLengths(Uint32Array.from([0, 0, 9, 0, 0]), 15, lengths);
    expect([...lengths]).toEqual([0, 0, 1, 0, 0]);
  });

  it('give canonical codes, bit-reversed, that no other code begins with', () => {
    const lengths = Uint8Array.from([2, 1, 3, 3]);
    // Canonical: 1 -> 0, 0 -> 10, 2 -> 110, 3 -> 111; reversed for DEFLATE's bit order.
    expect([...canonicalCodes(lengths)]).toEqual([0b01, 0b0, 0b011, 0b111]);
  });
});
