// Property: for any image, width and band of rows, the row matcher's zlib stream inflates (with Node's
// zlib, which shares no code with it) to exactly the band's unfiltered scanlines. Small palettes make long
// matches, noise makes literals, and tall bands cross the matcher's block boundary at varying points.
import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { deflateUnfilteredRows } from './png-row-deflate.ts';

/** Rows `from` to `to` as unfiltered scanlines: a zero filter byte, then the row's RGBA bytes. */
function scanlines(words: Uint32Array, width: number, from: number, to: number): Buffer {
  const bytes = new Uint8Array(words.buffer, words.byteOffset, words.byteLength);
  const rows = [];
  for (let y = from; y < to; y++) rows.push(Buffer.from([0]), Buffer.from(bytes.subarray(y * width * 4, (y + 1) * width * 4)));
  return Buffer.concat(rows);
}

const image = fc
  .record({
    width: fc.integer({ min: 1, max: 400 }),
    height: fc.integer({ min: 1, max: 160 }),
    palette: fc.array(fc.integer({ min: 0, max: 0xffff_ffff }), { minLength: 1, maxLength: 12 }),
    noise: fc.double({ min: 0, max: 1, noNaN: true }),
    seed: fc.integer(),
  })
  .chain((shape) =>
    fc.record({
      shape: fc.constant(shape),
      from: fc.integer({ min: 0, max: shape.height - 1 }),
      rows: fc.integer({ min: 1, max: shape.height }),
    }),
  );

function pixelsOf({
  width,
  height,
  palette,
  noise,
  seed,
}: {
  width: number;
  height: number;
  palette: number[];
  noise: number;
  seed: number;
}) {
  const words = new Uint32Array(width * height);
  let state = seed >>> 0 || 1;
  const next = () => (state = Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0;
  for (let i = 0; i < words.length; i++) {
    words[i] = next() / 0x1_0000_0000 < noise ? next() : palette[next() % palette.length]!;
  }
  return words;
}

describe('the row matcher (property)', () => {
  it('inflates to every byte of any band of any image', () => {
    fc.assert(
      fc.property(image, ({ shape, from, rows }) => {
        const to = Math.min(shape.height, from + rows);
        const words = pixelsOf(shape);
        const stream = deflateUnfilteredRows(words, shape.width, from, to);
        expect(inflateSync(stream).equals(scanlines(words, shape.width, from, to))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
