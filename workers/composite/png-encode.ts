// The PNG encoder of generated images, run in the compose workers on the canvas's pixels. Each row is
// filtered with Sub (each byte minus the same channel of the pixel to its left) and the rows are
// compressed with libdeflate (WebAssembly) at its fastest level. The browser's own encoder
// (convertToBlob) filters every row with Up and compresses with zlib's fastest level: on the bench's
// layers its files were 1.3x (250 px) and 2x (1000 px) larger at about the same rate, and each of its
// PNGs became a blob that the browser's process held until the worker read it back to store it
// (docs/performance.md).
import { zlib } from 'libdeflate';
import { headerChunk, pngFile } from './png-chunks.ts';
import type { Rgba } from './png-pixels.ts';

/** libdeflate's fastest level: higher ones cost 1.5-3x the time for 10-30 % smaller files. */
const DEFLATE_LEVEL = 1;
const RGBA_BYTES = 4;
const FILTER_SUB = 1;
const COLOUR_TYPE_RGBA = 6;
const BIT_DEPTH = 8;

// One worker encodes one size for a whole run: the filtered rows and the pixel differences are reused.
let scratch: { filtered: Uint8Array; differences: Uint32Array } | null = null;

function buffersFor(width: number, height: number) {
  const size = height * (width * RGBA_BYTES + 1);
  if (scratch?.filtered.length !== size) {
    scratch = { filtered: new Uint8Array(size), differences: new Uint32Array(width * height) };
  }
  return scratch;
}

// Per byte lane, (pixel - left) mod 256 in one 32-bit operation: the top bit of each lane is set in the
// minuend and cleared in the subtrahend so that no lane borrows from its neighbour, then put right by
// the xor. Four channels at once made the filter 3x faster than a loop over bytes.
const HIGH_BITS = 0x80808080;
const LOW_BITS = 0x7f7f7f7f;
const laneDifference = (pixel: number, left: number) => ((pixel | HIGH_BITS) - (left & LOW_BITS)) ^ ((pixel ^ ~left) & HIGH_BITS);

/** The image as PNG scanlines, each led by its filter type (Sub). */
export function subFilteredRows({ width, height, data }: Rgba): Uint8Array {
  const { filtered, differences } = buffersFor(width, height);
  const aligned = data.byteOffset % RGBA_BYTES === 0 ? data : data.slice();
  const pixels = new Uint32Array(aligned.buffer, aligned.byteOffset, width * height);
  const differenceBytes = new Uint8Array(differences.buffer);
  const rowBytes = width * RGBA_BYTES;
  for (let y = 0; y < height; y++) {
    const first = y * width;
    let left = 0;
    for (let x = first; x < first + width; x++) {
      const pixel = pixels[x]!;
      differences[x] = laneDifference(pixel, left);
      left = pixel;
    }
    const at = y * (rowBytes + 1);
    filtered[at] = FILTER_SUB;
    filtered.set(differenceBytes.subarray(first * RGBA_BYTES, first * RGBA_BYTES + rowBytes), at + 1);
  }
  return filtered;
}

export function encodePng(image: Rgba): Uint8Array<ArrayBuffer> {
  const idat = { type: 'IDAT', data: zlib(subFilteredRows(image), DEFLATE_LEVEL) };
  return pngFile([headerChunk(image.width, image.height, BIT_DEPTH, COLOUR_TYPE_RGBA), idat]);
}
