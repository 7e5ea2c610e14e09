// Unfiltered PNG rows compressed by a matcher that knows they are rows of pixels: at each pixel it looks
// for a run at a few places rows back (above, and up-right where a diagonal gradient repeats), one and
// two pixels back (a flat colour), and where the same colour was last seen, a whole pixel at a time; it
// writes DEFLATE blocks of its own (png-deflate-block.ts) in a zlib stream. libdeflate finds those
// repeats too, but only from level 6, by searching its hash chains at every byte: on the bench's 1000 px
// images in a compose worker the matcher made 176 kB in 0.36x the time level 6 took for 181 kB.
import { BitWriter, blockBytes, matchToken, SymbolCounts, writeBlock } from './png-deflate-block.ts';

const RGBA_BYTES = 4;
/** The longest match DEFLATE codes is 258 bytes: 64 whole pixels. */
const MAX_MATCH_PIXELS = 64;
/** DEFLATE looks back at most 32 KiB: wider rows are matched within themselves only. */
const WINDOW = 32_768;
/** Tokens per block: a block adapts its codes to its part of the image (a noisy patch, a gradient). */
const BLOCK_TOKENS = 1 << 16;
const ZLIB_HEADER = [0x78, 0x01];
const ADLER_MODULUS = 65_521;

// One worker encodes one size for a whole run: the tokens, counts and output are reused.
let tokens = new Uint32Array(0);
const counts = new SymbolCounts();
const out = new BitWriter();

/** How many pixels from `at` on equal those from `source` on, up to `limit`. */
function runLength(pixels: Uint32Array, at: number, source: number, limit: number): number {
  let k = 1;
  while (k < limit && pixels[at + k] === pixels[source + k]) k++;
  return k;
}

/**
 * Where the matcher looks for a run, as [rows up, pixels right] (negative: left), cheapest distance first
 * (ties keep the first). Up-right by as many pixels as rows is where a 45° gradient repeats; the
 * browser dithers gradients in a pattern 2 and 4 pixels wide, so 2, 4 and 8 rows up repeat more often
 * than 1.
 */
const CANDIDATES: ReadonlyArray<readonly [number, number]> = [
  [0, -1],
  [0, -2],
  [1, 1],
  [1, 0],
  [1, -1],
  [2, 2],
  [2, 0],
  [4, 4],
  [8, 8],
];
/** Last position (+ 1) of each pixel value's hash: finds a colour seen a few rows back at any distance. */
const HASH_BITS = 14;
const recent = new Int32Array(1 << HASH_BITS);

/** The candidates an image of `width` can use: pixel offset back, byte distance, rows up and pixels right. */
function candidatesFor(width: number) {
  const rowBytes = width * RGBA_BYTES + 1;
  const usable = CANDIDATES.filter(([up, right]) => up * rowBytes - right * RGBA_BYTES <= WINDOW);
  return {
    width,
    back: Int32Array.from(usable, ([up, right]) => up * width - right),
    distance: Int32Array.from(usable, ([up, right]) => up * rowBytes - right * RGBA_BYTES),
    up: Int32Array.from(usable, ([up]) => up),
    right: Int32Array.from(usable, ([, right]) => right),
  };
}

let candidates = candidatesFor(1);

/** Tokens of row `y` (its filter byte, None, then its pixels) from tokens[n] on; returns the new count. */
function rowTokens(pixels: Uint32Array, width: number, y: number, firstRow: number, n: number): number {
  const rowBytes = width * RGBA_BYTES + 1;
  const { back, distance: distances, up, right } = candidates;
  const first = y * width;
  const end = first + width;
  const lowest = Math.max(firstRow, y - Math.floor(WINDOW / rowBytes)) * width;
  tokens[n++] = 0;
  counts.literal(0);
  for (let p = first; p < end;) {
    const pixel = pixels[p]!;
    const x = p - first;
    const left = end - p;
    const limit = left < MAX_MATCH_PIXELS ? left : MAX_MATCH_PIXELS;
    let best = 0;
    let distance = 0;
    for (let c = 0; c < back.length && best < limit; c++) {
      const source = p - back[c]!;
      const sourceX = x + right[c]!;
      if (source < lowest || sourceX < 0 || sourceX >= width || pixels[source] !== pixel) continue;
      // A run a row up must end with that row, before its successor's filter byte.
      const room = up[c] === 0 || width - sourceX >= limit ? limit : width - sourceX;
      // Longer than the best so far only if it matches one pixel past it.
      if (room <= best || pixels[p + best] !== pixels[source + best]) continue;
      const length = runLength(pixels, p, source, room);
      if (length > best) [best, distance] = [length, distances[c]!];
    }
    const slot = Math.imul(pixel, 0x9e3779b1) >>> (32 - HASH_BITS);
    const seen = recent[slot]! - 1;
    recent[slot] = p + 1;
    if (best < limit && seen >= lowest && pixels[seen] === pixel) {
      const seenX = seen % width;
      const seenDistance = ((p - seen - x + seenX) / width) * rowBytes + (x - seenX) * RGBA_BYTES;
      const room = seen >= first || width - seenX >= limit ? limit : width - seenX;
      if (seenDistance <= WINDOW && room > best && pixels[p + best] === pixels[seen + best]) {
        const length = runLength(pixels, p, seen, room);
        if (length > best) [best, distance] = [length, seenDistance];
      }
    }
    if (best > 0) {
      tokens[n++] = matchToken(best * RGBA_BYTES, distance);
      counts.match(best * RGBA_BYTES, distance);
      p += best;
      continue;
    }
    for (let shift = 0; shift < 32; shift += 8) {
      const byte = (pixel >>> shift) & 0xff;
      tokens[n++] = byte;
      counts.literal(byte);
    }
    p++;
  }
  return n;
}

/** The Adler-32 of rows `from` to `to` as unfiltered scanlines (a zero filter byte, then the row's bytes). */
function adler32(pixels: Uint32Array, width: number, from: number, to: number): number {
  let a = 1;
  let b = 0;
  for (let y = from; y < to; y++) {
    // Per row of n bytes x: a gains the sum of x, b gains n times a plus the sum of each x times the
    // bytes from it to the row's end; read four bytes to a pixel (0.63x the time of a loop over bytes).
    b += a;
    let sum = 0;
    let weighted = 0;
    for (let p = y * width, end = p + width; p < end; p++) {
      const pixel = pixels[p]!;
      const r = pixel & 0xff;
      const g = (pixel >>> 8) & 0xff;
      const bl = (pixel >>> 16) & 0xff;
      const alpha = pixel >>> 24;
      weighted += 4 * sum + 4 * r + 3 * g + 2 * bl + alpha;
      sum += r + g + bl + alpha;
    }
    // Exact in doubles for rows of millions of bytes: reduced once per row.
    b = (b + width * RGBA_BYTES * a + weighted) % ADLER_MODULUS;
    a = (a + sum) % ADLER_MODULUS;
  }
  return ((b << 16) | a) >>> 0;
}

/** Readies the matcher's buffers for rows `width` pixels wide. */
function startRows(width: number): void {
  const rowTokensMax = 1 + width * RGBA_BYTES;
  if (tokens.length < BLOCK_TOKENS + rowTokensMax) tokens = new Uint32Array(BLOCK_TOKENS + rowTokensMax);
  if (candidates.width !== width) candidates = candidatesFor(width);
  counts.clear();
  recent.fill(0);
}

/**
 * About the bytes rows `from` to `to` would take in the whole image's stream, where they can match the
 * rows above them: a sample for choosing the filter (a band compressed on its own pays for its first
 * rows, which have nothing above them to match).
 */
export function unfilteredRowsBytes(pixels: Uint32Array, width: number, from: number, to: number): number {
  startRows(width);
  let bytes = 0;
  for (let y = from, n = 0; y < to; y++) {
    n = rowTokens(pixels, width, y, 0, n);
    if (n >= BLOCK_TOKENS || y === to - 1) {
      bytes += blockBytes(counts);
      counts.clear();
      n = 0;
    }
  }
  return bytes;
}

/** Rows `from` to `to` (exclusive) of the image as unfiltered PNG scanlines, as a zlib stream. */
export function deflateUnfilteredRows(pixels: Uint32Array, width: number, from: number, to: number): Uint8Array<ArrayBuffer> {
  startRows(width);
  out.reset();
  out.reserve(ZLIB_HEADER.length);
  ZLIB_HEADER.forEach((byte) => out.write(byte, 8));
  let n = 0;
  for (let y = from; y < to; y++) {
    n = rowTokens(pixels, width, y, from, n);
    const final = y === to - 1;
    if (n >= BLOCK_TOKENS || final) {
      writeBlock(out, tokens, n, counts, final);
      counts.clear();
      n = 0;
    }
  }
  out.align();
  const checksum = adler32(pixels, width, from, to);
  out.reserve(4);
  for (let shift = 24; shift >= 0; shift -= 8) out.write((checksum >>> shift) & 0xff, 8);
  return out.bytes.slice(0, out.length);
}
