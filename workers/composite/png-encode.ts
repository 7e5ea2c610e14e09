// The PNG encoder of generated images, run in the compose workers on the canvas's pixels. Every row of
// an image is filtered with Sub or Up (each byte minus the same channel of the pixel to its left, or
// above), chosen per image on a sample of rows, and the rows are compressed with libdeflate
// (WebAssembly) at its fastest level. The browser's own encoder (convertToBlob) filters every row with
// Up and compresses with zlib's fastest level: on the bench's layers its files were 1.1x (250 px) and
// 2x (1000 px) larger at a slightly lower rate, and each of its PNGs became a blob that the browser's
// process held until the worker read it back to store it (docs/performance.md).
import { zlib } from 'libdeflate';
import { COLOUR_TYPE, headerChunk, pngFile } from './png-chunks.ts';
import { pixelWords, type Rgba } from './png-pixels.ts';
import { magnitude } from './png-filters.ts';

/** libdeflate's fastest level: higher ones cost 1.5-3x the time for 10-30 % smaller files. */
const DEFLATE_LEVEL = 1;
const RGBA_BYTES = 4;

// One worker encodes one size for a whole run: the filtered rows and the pixel differences are reused.
// Kept by shape, not by length: a 1 x 5 and a 6 x 1 image have scanlines of as many bytes.
let scratch: { width: number; height: number; filtered: Uint8Array; differences: Uint32Array } | null = null;

function buffersFor(width: number, height: number) {
  if (scratch?.width !== width || scratch.height !== height) {
    const filtered = new Uint8Array(height * (width * RGBA_BYTES + 1));
    scratch = { width, height, filtered, differences: new Uint32Array(width * height) };
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

/**
 * Row `y`'s differences under `filter`, pixel for pixel into `out` (Up's first row has nothing above: its
 * pixels themselves). A loop per filter, as in png-filters.ts: choosing the predictor per pixel made the
 * filtering 50 % slower (3.6 against 2.4 ms at 1000 px, 0.27 against 0.18 ms at 250 px), 4-7 % of an
 * encode.
 */
function differenceRow(pixels: Uint32Array, width: number, y: number, filter: Filter, out: Uint32Array): void {
  const first = y * width;
  const end = first + width;
  if (filter === FILTER_UP) {
    if (y === 0) out.set(pixels.subarray(first, end), first);
    else for (let x = first; x < end; x++) out[x] = laneDifference(pixels[x]!, pixels[x - width]!);
    return;
  }
  let left = 0;
  for (let x = first; x < end; x++) {
    const pixel = pixels[x]!;
    out[x] = laneDifference(pixel, left);
    left = pixel;
  }
}

/**
 * Rows sampled to choose the image's filter. On the bench's layers Up made 6 % smaller files than Sub
 * at 250 px (the working copies) and Sub 27 % smaller than Up at 1000 px; the filter with the smaller
 * sum of byte magnitudes over these rows (libpng's heuristic) was the smaller file for 39 of 40 images,
 * for 0.1-0.2 ms per image.
 */
const SAMPLE_ROWS = 16;

/** The sum of byte magnitudes over the sampled rows under `filter`; `scratch` takes their differences. */
function sampledCost(pixels: Uint32Array, width: number, height: number, filter: Filter, scratch: Uint32Array): number {
  let cost = 0;
  const step = Math.max(1, Math.floor(height / SAMPLE_ROWS));
  for (let y = Math.min(1, height - 1); y < height; y += step) {
    differenceRow(pixels, width, y, filter, scratch);
    for (let x = y * width; x < (y + 1) * width; x++) {
      const lanes = scratch[x]!;
      cost += magnitude(lanes & 0xff) + magnitude((lanes >>> 8) & 0xff) + magnitude((lanes >>> 16) & 0xff) + magnitude(lanes >>> 24);
    }
  }
  return cost;
}

/** The image as PNG scanlines, each led by its filter type: Sub or Up, whichever the sampled rows favour. */
export function filteredRows(image: Rgba): Uint8Array {
  const { width, height } = image;
  const { filtered, differences } = buffersFor(width, height);
  const pixels = pixelWords(image);
  const cost = (filter: Filter) => sampledCost(pixels, width, height, filter, differences);
  const filter = cost(FILTER_UP) < cost(FILTER_SUB) ? FILTER_UP : FILTER_SUB;
  const differenceBytes = new Uint8Array(differences.buffer);
  const rowBytes = width * RGBA_BYTES;
  for (let y = 0; y < height; y++) {
    differenceRow(pixels, width, y, filter, differences);
    const at = y * (rowBytes + 1);
    filtered[at] = filter;
    filtered.set(differenceBytes.subarray(y * rowBytes, (y + 1) * rowBytes), at + 1);
  }
  return filtered;
}

export function encodePng(image: Rgba): Uint8Array<ArrayBuffer> {
  const idat = { type: 'IDAT', data: zlib(filteredRows(image), DEFLATE_LEVEL) };
  return pngFile([headerChunk(image.width, image.height, 8, COLOUR_TYPE.rgba), idat]);
}
