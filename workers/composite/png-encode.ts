// The PNG encoder of generated images, run in the compose workers on the canvas's pixels. Each image gets
// one row filter: None, Sub or Up (png-row-filters.ts), and its rows are compressed with libdeflate
// (WebAssembly). The choice is made on a sample of the image's rows: Sub against Up by libpng's
// heuristic, then the winner against None by compressing a few bands of rows both ways. None wins
// when rows repeat each other shifted (a diagonal gradient, a pattern): a filter turns those repeats
// into differences that no longer match, while DEFLATE finds them a row back, at a higher level. The
// choices and their measurements are in docs/performance.md.
import { zlib } from 'libdeflate';
import { COLOUR_TYPE, headerChunk, pngFile } from './png-chunks.ts';
import { pixelWords, type Rgba } from './png-pixels.ts';
import { magnitude } from './png-filters.ts';
import { differenceRow, FILTER_NONE, FILTER_SUB, FILTER_UP, writeScanlines, type RowFilter } from './png-row-filters.ts';

const RGBA_BYTES = 4;
/** libdeflate's fastest level, for filtered rows: higher ones cost 1.7-2.8x the time for 1-30 % smaller files. */
const FAST_LEVEL = 1;
/**
 * For unfiltered rows of large images: a level that searches far enough to find the rows repeated a row
 * back. On the bench's 1000 px images: 176 kB against 426 kB at level 1 and 458 kB filtered with Sub at
 * level 1, for 1.5x the time of the latter (levels 4 and 5: 227 and 223 kB for 1.4x).
 */
const REPEATS_LEVEL = 6;
/** Images of at least this many pixels (700 x 700) compress unfiltered rows at REPEATS_LEVEL. */
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

/** The deflate level for `filter`'s rows of an image of `width` x `height`. */
const levelFor = (filter: RowFilter, width: number, height: number) =>
  filter === FILTER_NONE && width * height >= LARGE_IMAGE_PIXELS ? REPEATS_LEVEL : FAST_LEVEL;

/**
 * Rows sampled to choose between Sub and Up: on the bench's layers Up made 6 % smaller files than Sub at
 * 250 px (the working copies) and Sub 27 % smaller than Up at 1000 px; the filter with the smaller sum of
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

/** The compressed size of the trial bands under `filter`, at the level the whole image would get. */
function trialBytes(pixels: Uint32Array, width: number, height: number, filter: RowFilter, buffers: typeof scratch & object) {
  let bytes = 0;
  const rows = Math.min(TRIAL_BAND_ROWS, height);
  for (let band = 1; band <= TRIAL_BANDS; band++) {
    const from = Math.min(Math.floor((band * height) / (TRIAL_BANDS + 1)), height - rows);
    const scanlines = writeScanlines(pixels, width, { from, to: from + rows, filter }, buffers.differences, buffers.scanlines);
    bytes += zlib(scanlines, levelFor(filter, width, height)).byteLength;
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
  const idat = { type: 'IDAT', data: zlib(filteredRows(image, filter), levelFor(filter, image.width, image.height)) };
  return pngFile([headerChunk(image.width, image.height, 8, COLOUR_TYPE.rgba), idat]);
}
