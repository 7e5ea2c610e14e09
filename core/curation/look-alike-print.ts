// The look-alike guard's fingerprint of one image: a difference hash (dHash) per colour channel. The
// image is averaged down to 9 x 8 cells; two bits per cell say whether it is brighter, or darker, than
// the one to its left by more than a margin (one bit, brighter or not, missed a trait that only darkens). Three channels, not grey: two tokens that differ by a recoloured trait
// (a red cap against a blue one) keep the same shapes, and a grey hash would call them look-alikes.
// The margin keeps flat areas at 0 whatever one stray pixel does to a cell's average. Differences say
// nothing of flat images (a red token and a blue one with nothing drawn over), so the print starts with
// the image's average colour, a thermometer code per channel: the bits two prints differ in there are
// how many 1/32 steps apart their averages are. First, because it tells most pairs apart at once.
import { pixelWords, type Rgba } from '../png/png-pixels.ts';

const COLUMNS = 9;
const ROWS = 8;
const CHANNELS = 3;
/** One word per channel: the average colour, as 0 to 32 ones; then the differences: 8 comparisons per
 * row, 8 rows, 3 channels, brighter and darker. */
export const PRINT_WORDS = CHANNELS + ((COLUMNS - 1) * ROWS * CHANNELS * 2) / 32;
export const PRINT_BITS = PRINT_WORDS * 32;
/** Bits two different images may differ in and still be listed as look-alikes, unless the artist sets
 * another: a stray pixel or a speck stays within it, a recoloured or moved trait does not. */
export const DEFAULT_LOOK_ALIKE_THRESHOLD = 2;
/** A cell must be this much brighter or darker (of 255) than its left neighbour for a bit to be set. */
const MARGIN = 2;
/** Transparent areas read as this grey, so that a black shape and nothing differ. */
const BACKDROP = 128;

/**
 * Each cell's average per channel (composited over the backdrop), cell by cell, row by row. Summed a
 * row's run of one cell at a time on 32-bit pixels, opaque ones without the blend: 0.2 ms at 250 px,
 * where blending every pixel byte by byte took 1.5.
 */
function cellAverages(image: Rgba): Float64Array {
  const { width, height } = image;
  const pixels = pixelWords(image);
  const sums = new Float64Array(COLUMNS * ROWS * CHANNELS);
  const counts = new Float64Array(COLUMNS * ROWS);
  const edges = Int32Array.from({ length: COLUMNS + 1 }, (_, col) => Math.ceil((col * width) / COLUMNS));
  for (let y = 0; y < height; y++) {
    const rowCell = Math.floor((y * ROWS) / height) * COLUMNS;
    for (let col = 0; col < COLUMNS; col++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let p = y * width + edges[col]!, end = y * width + edges[col + 1]!; p < end; p++) {
        const pixel = pixels[p]!;
        const alpha = pixel >>> 24;
        if (alpha === 255) {
          r += pixel & 0xff;
          g += (pixel >>> 8) & 0xff;
          b += (pixel >>> 16) & 0xff;
        } else {
          const backdrop = BACKDROP * (255 - alpha);
          r += ((pixel & 0xff) * alpha + backdrop) / 255;
          g += (((pixel >>> 8) & 0xff) * alpha + backdrop) / 255;
          b += (((pixel >>> 16) & 0xff) * alpha + backdrop) / 255;
        }
      }
      const cell = rowCell + col;
      sums[cell * 3] = sums[cell * 3]! + r;
      sums[cell * 3 + 1] = sums[cell * 3 + 1]! + g;
      sums[cell * 3 + 2] = sums[cell * 3 + 2]! + b;
      counts[cell] = counts[cell]! + edges[col + 1]! - edges[col]!;
    }
  }
  for (let cell = 0; cell < counts.length; cell++)
    for (let c = 0; c < CHANNELS; c++) sums[cell * 3 + c] = sums[cell * 3 + c]! / (counts[cell] || 1);
  return sums;
}

/** The image's fingerprint, PRINT_WORDS 32-bit words. */
export function lookAlikePrint(image: Rgba): Uint32Array {
  const cells = cellAverages(image);
  const print = new Uint32Array(PRINT_WORDS);
  for (let c = 0; c < CHANNELS; c++) {
    let sum = 0;
    for (let cell = 0; cell < COLUMNS * ROWS; cell++) sum += cells[cell * 3 + c]!;
    const steps = Math.floor((sum / (COLUMNS * ROWS) / 256) * 33);
    print[c] = steps === 32 ? 0xffffffff : (1 << steps) - 1;
  }
  const set = (bit: number) => (print[bit >> 5] = print[bit >> 5]! | (1 << (bit & 31)));
  let bit = CHANNELS * 32;
  for (let c = 0; c < CHANNELS; c++)
    for (let row = 0; row < ROWS; row++)
      for (let col = 0; col < COLUMNS - 1; col++, bit += 2) {
        const step = cells[(row * COLUMNS + col + 1) * 3 + c]! - cells[(row * COLUMNS + col) * 3 + c]!;
        if (step > MARGIN) set(bit);
        else if (step < -MARGIN) set(bit + 1);
      }
  return print;
}

export const bitCount = (v: number) => {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

/**
 * How many bits fingerprints `a` and `b` (at word offsets `i` and `j` of their arrays) differ in, or
 * a number above `limit` as soon as they differ in more (most pairs stop after the first word).
 */
export function printDistance(a: Uint32Array, i: number, b: Uint32Array, j: number, limit: number): number {
  let distance = 0;
  for (let w = 0; w < PRINT_WORDS && distance <= limit; w++) distance += bitCount(a[i + w]! ^ b[j + w]!);
  return distance;
}
