import { describe, expect, it } from 'vitest';
import { decode } from 'fast-png';
import { encodePng, filteredRows } from './png-encode.ts';
import { FILTER_SUB, FILTER_UP } from './png-row-filters.ts';
import { decodeRgba } from './decode-png.test-helpers.ts';
import type { Rgba } from './png-pixels.ts';
import { pngCrc32 } from './png-crc.ts';
import { crc32 } from '../zip/crc32.ts';

function image(width: number, height: number, pixel: (x: number, y: number) => [number, number, number, number]): Rgba {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(pixel(x, y), (y * width + x) * 4);
  return { width, height, data };
}

const gradient = image(120, 80, (x, y) => [x * 2, y * 3, (x + y) & 255, 255]);
const translucentNoise = image(37, 23, (x, y) => {
  const v = Math.imul(x * 31 + y * 17, 2654435761) >>> 0;
  return [v & 255, (v >>> 8) & 255, (v >>> 16) & 255, v >>> 24];
});

describe('the compose workers PNG encoder', () => {
  it.each([
    ['an opaque gradient', gradient],
    ['translucent noise (every byte value, odd width)', translucentNoise],
    ['one pixel', image(1, 1, () => [255, 0, 128, 7])],
  ])('%s decodes to the same RGBA pixels', (_, rgba) => {
    const png = encodePng(rgba);
    const decoded = decode(png);
    expect({ channels: decoded.channels, depth: decoded.depth }).toEqual({ channels: 4, depth: 8 });
    expect(decodeRgba(png)).toEqual(rgba);
  });

  const filterBytes = (rows: Uint8Array, rgba: Rgba) => Array.from({ length: rgba.height }, (_, y) => rows[y * (rgba.width * 4 + 1)]);

  const noise = (n: number) => (Math.imul(n + 1, 2654435761) >>> 0) & 255;

  it('filters an image of horizontal bands of noise with Sub: each byte minus the same channel to its left', () => {
    const rgba = image(12, 40, (x, y) => [noise(y), noise(y + 50), x === 11 ? 7 : 5, 255]);
    const rows = filteredRows(rgba);
    expect(new Set(filterBytes(rows, rgba))).toEqual(new Set([FILTER_SUB]));
    // Row 0: its first pixel, then nothing changes to the left until blue goes 5 -> 7 in the last pixel.
    expect(Array.from(rows.subarray(0, 9))).toEqual([FILTER_SUB, noise(0), noise(50), 5, 255, 0, 0, 0, 0]);
    expect(Array.from(rows.subarray(1 + 11 * 4, 1 + 12 * 4))).toEqual([0, 0, 2, 0]);
    expect(rows.length).toBe(40 * (12 * 4 + 1));
  });

  it('filters an image of vertical stripes of noise with Up: each byte minus the one above', () => {
    const rgba = image(40, 5, (x, y) => [noise(x), noise(x + 7), y, 255]);
    const rows = filteredRows(rgba);
    expect(new Set(filterBytes(rows, rgba))).toEqual(new Set([FILTER_UP]));
    // Row 0 has nothing above: the bytes themselves; row 1 differs from row 0 only in blue, by 1.
    expect(Array.from(rows.subarray(1, 5))).toEqual([noise(0), noise(7), 0, 255]);
    expect(Array.from(rows.subarray(40 * 4 + 2, 40 * 4 + 2 + 8))).toEqual([0, 0, 1, 0, 0, 0, 1, 0]);
  });

  it('encodes an image after one of another shape whose scanlines take as many bytes (1 x 5, then 6 x 1)', () => {
    const tall = image(1, 5, (_, y) => [y, 0, 0, 255]);
    const wide = image(6, 1, (x) => [0, x * 40, 0, 255]);
    expect(decodeRgba(encodePng(tall))).toEqual(tall);
    expect(decodeRgba(encodePng(wide))).toEqual(wide);
  });

  it('writes the same bytes for the same pixels, also after other sizes', () => {
    const first = encodePng(gradient);
    encodePng(translucentNoise);
    expect(encodePng(gradient)).toEqual(first);
  });

  it('compresses smooth images well below their raw size', () => {
    expect(encodePng(gradient).byteLength * 4).toBeLessThan(gradient.data.byteLength);
  });

  it('writes chunks whose CRCs give the whole file its CRC-32', () => {
    const png = encodePng(translucentNoise);
    expect(pngCrc32(png)).toBe(crc32(png));
  });

  it('reads pixels from an unaligned view', () => {
    const buffer = new Uint8Array(gradient.data.length + 1);
    buffer.set(gradient.data, 1);
    const unaligned = { ...gradient, data: buffer.subarray(1) };
    expect(decodeRgba(encodePng(unaligned))).toEqual(gradient);
  });
});
