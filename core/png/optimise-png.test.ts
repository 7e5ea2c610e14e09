import { describe, expect, it } from 'vitest';
import { decode, encode } from 'fast-png';
import { optimisePng } from './optimise-png.ts';
import { decodeRgba } from './decode-png.test-helpers.ts';
import type { Rgba } from './png-pixels.ts';

function image(width: number, height: number, pixel: (x: number, y: number) => [number, number, number, number]): Rgba {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(pixel(x, y), (y * width + x) * 4);
  return { width, height, data };
}

/** A PNG as a plain encoder writes it (no filters): the input of a re-encode. */
const plainPng = ({ width, height, data }: Rgba) => encode({ width, height, data, channels: 4, depth: 8 });

const photographic = (alpha: boolean) =>
  image(97, 61, (x, y) => [(x * 7 + y) & 255, (y * 5 + ((x * y) % 13)) & 255, (x ^ y) & 255, alpha ? (x * 3 + y) & 255 : 255]);
const pixelArt = (colours: number) =>
  image(33, 21, (x, y) => {
    const c = (Math.floor(x / 4) + 3 * Math.floor(y / 4)) % colours;
    return c === 0 ? [0, 0, 0, 0] : [(c * 40) & 255, (c * 90) & 255, (c * 15) & 255, c % 3 === 0 ? 128 : 255];
  });

// Pure JS encoding and deflate: slow on a loaded machine, hence the generous timeout.
describe('lossless PNG re-encoding', { timeout: 60_000 }, () => {
  it.each([
    ['photographic, opaque', photographic(false), 2],
    ['photographic, with alpha', photographic(true), 6],
    ['2 colours', pixelArt(2), 3],
    ['4 colours', pixelArt(4), 3],
    ['16 colours', pixelArt(16), 3],
    ['200 colours', pixelArt(200), 3],
  ] as const)('%s: decodes to the same pixels', (_, rgba, colourType) => {
    const optimised = optimisePng(decodeRgba(plainPng(rgba)));
    expect(decode(optimised).palette ? 3 : decode(optimised).channels === 3 ? 2 : 6).toBe(colourType);
    expect(decodeRgba(optimised)).toEqual(rgba);
  });

  it('writes pixel art as a palette several times smaller than a plain encoder', () => {
    const rgba = image(120, 120, (x, y) => (Math.floor(x / 10) % 3 === Math.floor(y / 10) % 2 ? [250, 200, 10, 255] : [20, 20, 60, 255]));
    const plain = plainPng(rgba);
    const optimised = optimisePng(rgba);
    expect(optimised.byteLength * 5).toBeLessThan(plain.byteLength);
    expect(decodeRgba(optimised)).toEqual(rgba);
  });

  it('filters photographic rows into a smaller file than no filter at all', () => {
    const rgba = image(200, 200, (x, y) => [x, y, (x + y) >> 1, 255]);
    expect(optimisePng(rgba).byteLength).toBeLessThan(plainPng(rgba).byteLength / 2);
  });
});
