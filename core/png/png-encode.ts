// The PNG encoder of generated images, run in the compose workers on the canvas's pixels. Each image gets
// one row filter: None, Sub or Up (png-row-filters.ts). Filtered rows, and the unfiltered rows of small
// images, are compressed with libdeflate (WebAssembly); the unfiltered rows of large images with the
// row matcher (png-row-deflate.ts). The choice is made on a sample of the image's rows: Sub against Up
// by libpng's heuristic, then the winner against None by compressing a few bands of rows both ways.
// None wins when rows repeat each other shifted (a diagonal gradient, a pattern): a filter turns those
// repeats into differences that no longer match, while the row matcher finds them rows back. The
// choices and their measurements are in docs/performance.md.
import { zlib } from 'libdeflate';
import { COLOUR_TYPE, headerChunk, pngFile } from './png-chunks.ts';
import { pixelWords, type Rgba } from './png-pixels.ts';
import { magnitude } from './png-filters.ts';
import { differenceRow, FILTER_NONE, FILTER_SUB, FILTER_UP, writeScanlines, type RowFilter } from './png-row-filters.ts';
import { deflateUnfilteredRows, unfilteredRowsBytes } from './png-row-deflate.ts';

const RGBA_BYTES = 4;
/** libdeflate's fastest level, for filtered rows: higher ones cost 1.7-2.8x the time for 1-30 % smaller files. */
const FAST_LEVEL = 1;
/**
 * Images of at least this many pixels (700 x 700) compress unfiltered rows with the row matcher, which
 * finds the rows repeated rows back. On the bench's 1000 px images, per image in a compose worker:
 * 176 kB in 0.36x the time of libdeflate level 6 (181 kB), which was what found them before (level 1:
 * 431 kB, Sub at level 1: 460 kB; levels 2 to 5: 370 to 230 kB for 0.9x the time of 6). At 250 px the
 * matcher takes 1.1x the time of level 1 for files 8 % smaller, but level 1 already beats sharp's default
 * there (32 against 45 kB per image in the peer bench): small images keep level 1.
 */
const LARGE_IMAGE_PIXELS = 490_000;

// One worker encodes one size for a whole run: the scanlines and the pixel differences are reused.
// Kept by shape, not by length: a 1 x 5 and a 6 x 1 image have scanlines of as many bytes.
let scratch: { width: number; height: number; scanlines: Uint8Array; differences: Uint32Array } | null = null;

function buffersFor(width: number, height: number) {
  if (scratch?.width !== width || scratch.height !== height) {
    const scanlines = new Uint8Array(height * (width * RGBA_BYTES + 1));
    scratch = { width, height, scanlines, differences: new Uint32Array(width * height) };
  }
  return scratch;
}

/** Whether `filter`'s rows of an image of `width` x `height` go through the row matcher. */
const matchesRows = (filter: RowFilter, width: number, height: number) => filter === FILTER_NONE && width * height >= LARGE_IMAGE_PIXELS;

/**
 * Rows sampled to choose between Sub and Up: on the bench's layers Up made 6 % smaller files than Sub at
 * 250 px (then drawn from the working copies) and Sub 27 % smaller than Up at 1000 px; the filter with the smaller sum of
 * byte magnitudes over these rows (libpng's heuristic) was the smaller file for 39 of 40 images, for
 * 0.1-0.2 ms per image. Choosing per row among Sub, Up, Average and Paeth by the same sum made files
 * 4 % smaller at 250 px and 20 % larger at 1000 px, for 1.5-2.6x the encoding time.
 */
const SAMPLE_ROWS = 16;

/** The sum of byte magnitudes over the sampled rows under `filter`; `differences` takes the filtered pixels. */
function sampledCost(pixels: Uint32Array, width: number, height: number, filter: RowFilter, differences: Uint32Array): number {
  let cost = 0;
  const step = Math.max(1, Math.floor(height / SAMPLE_ROWS));
  for (let y = Math.min(1, height - 1); y < height; y += step) {
    differenceRow(pixels, width, y, filter, differences);
    for (let x = y * width; x < (y + 1) * width; x++) {
      const lanes = differences[x]!;
      cost += magnitude(lanes & 0xff) + magnitude((lanes >>> 8) & 0xff) + magnitude((lanes >>> 16) & 0xff) + magnitude(lanes >>> 24);
    }
  }
  return cost;
}

/**
 * Bands of consecutive rows compressed both ways to choose between None and the better filter: a band
 * holds rows that repeat the one above, which sampled single rows would not show (with bands of 4 rows,
 * the first row's full cost hid None's gain at 1000 px). Two bands of 8 rows, a third and two thirds
 * down: 6 % of the rows twice at 250 px, 1.6 % at 1000 px.
 */
const TRIAL_BANDS = 2;
const TRIAL_BAND_ROWS = 8;

/**
 * The compressed size of the trial bands under `filter`, compressed as the whole image would be. The row
 * matcher counts a band's bytes with the rows above it in reach, as in the whole image: compressed on
 * their own, the bands' first rows paid for everything and Sub won 24 of 30 bench images at 1000 px, for
 * files 2.3x larger.
 */
function trialBytes(pixels: Uint32Array, width: number, height: number, filter: RowFilter, buffers: typeof scratch & object) {
  let bytes = 0;
  const rows = Math.min(TRIAL_BAND_ROWS, height);
  for (let band = 1; band <= TRIAL_BANDS; band++) {
    const from = Math.min(Math.floor((band * height) / (TRIAL_BANDS + 1)), height - rows);
    const sample = { from, to: from + rows, filter };
    bytes += matchesRows(filter, width, height)
      ? unfilteredRowsBytes(pixels, width, from, sample.to)
      : zlib(writeScanlines(pixels, width, sample, buffers.differences, buffers.scanlines), FAST_LEVEL).byteLength;
  }
  return bytes;
}

/** The filter for the whole image: Sub or Up by the sampled rows, or None if the trial bands come out smaller. */
export function chooseFilter(image: Rgba): RowFilter {
  const { width, height } = image;
  const buffers = buffersFor(width, height);
  const pixels = pixelWords(image);
  const cost = (filter: RowFilter) => sampledCost(pixels, width, height, filter, buffers.differences);
  const filtered = cost(FILTER_UP) < cost(FILTER_SUB) ? FILTER_UP : FILTER_SUB;
  const trial = (filter: RowFilter) => trialBytes(pixels, width, height, filter, buffers);
  return trial(FILTER_NONE) < trial(filtered) ? FILTER_NONE : filtered;
}

/** The image as PNG scanlines under `filter` (by default the one chooseFilter picks), each led by its filter type. */
export function filteredRows(image: Rgba, filter: RowFilter = chooseFilter(image)): Uint8Array {
  const { width, height } = image;
  const { scanlines, differences } = buffersFor(width, height);
  return writeScanlines(pixelWords(image), width, { from: 0, to: height, filter }, differences, scanlines);
}

/** The image as a PNG file, its rows under `filter` (by default the one chooseFilter picks). */
export function encodePng(image: Rgba, filter: RowFilter = chooseFilter(image)): Uint8Array<ArrayBuffer> {
  const { width, height } = image;
  const data = matchesRows(filter, width, height)
    ? deflateUnfilteredRows(pixelWords(image), width, 0, height)
    : zlib(filteredRows(image, filter), FAST_LEVEL);
  return pngFile([headerChunk(width, height, 8, COLOUR_TYPE.rgba), { type: 'IDAT', data }]);
}
