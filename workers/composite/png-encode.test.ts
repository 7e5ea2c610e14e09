import { describe, expect, it } from 'vitest';
import { decode } from 'fast-png';
import { encodePng, subFilteredRows } from './png-encode.ts';
import { decodeRgba, type Rgba } from './png-pixels.ts';
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

  it('filters every row with Sub: each byte minus the same channel of the pixel to its left', () => {
    const rgba = image(3, 2, (x, y) => [10 * x + y, 200 + 30 * x, 5, x === 1 ? 0 : 255]);
    const rows = subFilteredRows(rgba);
    // Row 0: filter 1, then (10,200,5,255), (10,30,0,1) mod 256, (10,30,0,255).
    expect(Array.from(rows.subarray(0, 13))).toEqual([1, 0, 200, 5, 255, 10, 30, 0, 1, 10, 30, 0, 255]);
    expect(rows[13]).toBe(1);
    expect(rows.length).toBe(2 * (3 * 4 + 1));
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
