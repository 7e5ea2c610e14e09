// The PNG encoder of generated images, run in the compose workers on the canvas's pixels. Every row of
// an image is filtered with Sub or Up (each byte minus the same channel of the pixel to its left, or
// above), chosen per image on a sample of rows, and the rows are compressed with libdeflate
// (WebAssembly) at its fastest level. The browser's own encoder
// (convertToBlob) filters every row with Up and compresses with zlib's fastest level: on the bench's
// layers its files were 1.1x (250 px) and 2x (1000 px) larger at a slightly lower rate, and each of its
// PNGs became a blob that the browser's process held until the worker read it back to store it
// (docs/performance.md).
import { zlib } from 'libdeflate';
import { COLOUR_TYPE, headerChunk, pngFile } from './png-chunks.ts';
import { pixelWords, type Rgba } from './png-pixels.ts';
import { magnitude } from './png-filters.ts';

/** libdeflate's fastest level: higher ones cost 1.5-3x the time for 10-30 % smaller files. */
const DEFLATE_LEVEL = 1;
const RGBA_BYTES = 4;

// One worker encodes one size for a whole run: the filtered rows and the pixel differences are reused.
let scratch: { filtered: Uint8Array; differences: Uint32Array } | null = null;

function buffersFor(width: number, height: number) {
  const size = height * (width * RGBA_BYTES + 1);
  if (scratch?.filtered.length !== size) {
    scratch = { filtered: new Uint8Array(size), differences: new Uint32Array(width * height) };
  }
  return scratch;
}

// Per byte lane, (pixel - predictor) mod 256 in one 32-bit operation: the top bit of each lane is set in
// the minuend and cleared in the subtrahend so that no lane borrows from its neighbour, then put right
// by the xor. Four channels at once made the filter 3x faster than a loop over bytes.
const HIGH_BITS = 0x80808080;
const LOW_BITS = 0x7f7f7f7f;
const laneDifference = (pixel: number, predictor: number) =>
  ((pixel | HIGH_BITS) - (predictor & LOW_BITS)) ^ ((pixel ^ ~predictor) & HIGH_BITS);

/** The PNG row filters the encoder chooses from: each byte minus the same channel to the left, or above. */
export const FILTER_SUB = 1;
export const FILTER_UP = 2;
type Filter = typeof FILTER_SUB | typeof FILTER_UP;

/** The predictor of pixel `x` (an index into the whole image) on row `y` under `filter`. */
const predictorOf = (pixels: Uint32Array, x: number, y: number, width: number, filter: Filter, left: number) =>
  filter === FILTER_SUB ? left : y > 0 ? pixels[x - width]! : 0;

/**
 * Rows sampled to choose the image's filter. On the bench's layers Up made 6 % smaller files than Sub
 * at 250 px (the working copies) and Sub 27 % smaller than Up at 1000 px; the filter with the smaller
 * sum of byte magnitudes over these rows (libpng's heuristic) was the smaller file for 39 of 40 images,
 * for 0.1-0.2 ms per image.
 */
const SAMPLE_ROWS = 16;

function sampledCost(pixels: Uint32Array, width: number, height: number, filter: Filter): number {
  let cost = 0;
  const step = Math.max(1, Math.floor(height / SAMPLE_ROWS));
  for (let y = Math.min(1, height - 1); y < height; y += step) {
    let left = 0;
    for (let x = y * width; x < (y + 1) * width; x++) {
      const pixel = pixels[x]!;
      const lanes = laneDifference(pixel, predictorOf(pixels, x, y, width, filter, left));
      cost += magnitude(lanes & 0xff) + magnitude((lanes >>> 8) & 0xff) + magnitude((lanes >>> 16) & 0xff) + magnitude(lanes >>> 24);
      left = pixel;
    }
  }
  return cost;
}

/** The image as PNG scanlines, each led by its filter type: Sub or Up, whichever the sampled rows favour. */
export function filteredRows(image: Rgba): Uint8Array {
  const { width, height } = image;
  const { filtered, differences } = buffersFor(width, height);
  const pixels = pixelWords(image);
  const filter = sampledCost(pixels, width, height, FILTER_UP) < sampledCost(pixels, width, height, FILTER_SUB) ? FILTER_UP : FILTER_SUB;
  const differenceBytes = new Uint8Array(differences.buffer);
  const rowBytes = width * RGBA_BYTES;
  for (let y = 0; y < height; y++) {
    const first = y * width;
    let left = 0;
    for (let x = first; x < first + width; x++) {
      const pixel = pixels[x]!;
      differences[x] = laneDifference(pixel, predictorOf(pixels, x, y, width, filter, left));
      left = pixel;
    }
    const at = y * (rowBytes + 1);
    filtered[at] = filter;
    filtered.set(differenceBytes.subarray(first * RGBA_BYTES, first * RGBA_BYTES + rowBytes), at + 1);
  }
  return filtered;
}

export function encodePng(image: Rgba): Uint8Array<ArrayBuffer> {
  const idat = { type: 'IDAT', data: zlib(filteredRows(image), DEFLATE_LEVEL) };
  return pngFile([headerChunk(image.width, image.height, 8, COLOUR_TYPE.rgba), idat]);
}
