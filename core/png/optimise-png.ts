// Lossless PNG re-encoding into a smaller file: an indexed palette when the image has at most 256
// colours (RGBA counted exactly, with a tRNS chunk for transparency), otherwise RGB (when fully opaque)
// or RGBA with a filter chosen per row (the minimum-sum heuristic of libpng) and DEFLATE level 9.
// The compose workers' encoder (png-encode.ts) favours speed (one filter choice per image, a low level),
// which is what leaves room here. Both write DEFLATE with libdeflate (WebAssembly): one encoder for every
// PNG, at the level each job needs.
import { zlib } from 'libdeflate';
import { pixelWords, type Rgba } from './png-pixels.ts';
import { filterRows } from './png-filters.ts';
import { COLOUR_TYPE, headerChunk, pngFile, type Chunk } from './png-chunks.ts';

/** zlib's best level, as libpng's `-9`: the optimiser spends time once per image for the smallest file. */
const OPTIMISE_LEVEL = 9;

/** Palette indices per pixel when there are at most 256 colours, else null. */
function palette(rgba: Uint32Array): { colours: Uint32Array; indices: Uint8Array } | null {
  const index = new Map<number, number>();
  const indices = new Uint8Array(rgba.length);
  let last = -1;
  let lastIndex = 0;
  for (let i = 0; i < rgba.length; i++) {
    const colour = rgba[i]!;
    if (colour !== last) {
      let found = index.get(colour);
      if (found === undefined) {
        if (index.size === 256) return null;
        index.set(colour, (found = index.size));
      }
      last = colour;
      lastIndex = found;
    }
    indices[i] = lastIndex;
  }
  return { colours: Uint32Array.from(index.keys()), indices };
}

const bitDepthFor = (colours: number) => (colours <= 2 ? 1 : colours <= 4 ? 2 : colours <= 16 ? 4 : 8);

/** Packs palette indices into rows of `depth`-bit samples, each row led by filter byte 0. */
function packIndices(indices: Uint8Array, width: number, height: number, depth: number): Uint8Array {
  const perByte = 8 / depth;
  const rowBytes = Math.ceil(width / perByte);
  const out = new Uint8Array(height * (rowBytes + 1));
  for (let y = 0; y < height; y++) {
    const row = y * (rowBytes + 1) + 1;
    for (let x = 0; x < width; x++) {
      out[row + Math.floor(x / perByte)]! |= indices[y * width + x]! << (8 - depth * ((x % perByte) + 1));
    }
  }
  return out;
}

export function optimisePng({ width, height, data }: Rgba): Uint8Array {
  const pixels = pixelWords({ width, height, data });
  const chunks: Chunk[] = [];
  const indexed = palette(pixels);
  let raw: Uint8Array;
  if (indexed) {
    const depth = bitDepthFor(indexed.colours.length);
    chunks.push(headerChunk(width, height, depth, COLOUR_TYPE.palette));
    const plte = new Uint8Array(indexed.colours.length * 3);
    const alpha = new Uint8Array(indexed.colours.length);
    const bytes = new Uint8Array(indexed.colours.buffer);
    indexed.colours.forEach((_, i) => (plte.set(bytes.subarray(4 * i, 4 * i + 3), 3 * i), (alpha[i] = bytes[4 * i + 3]!)));
    chunks.push({ type: 'PLTE', data: plte });
    const lastTranslucent = alpha.findLastIndex((a) => a !== 255);
    if (lastTranslucent >= 0) chunks.push({ type: 'tRNS', data: alpha.subarray(0, lastTranslucent + 1) });
    raw = packIndices(indexed.indices, width, height, depth);
  } else {
    const opaque = pixels.every((p) => p >>> 24 === 255);
    chunks.push(headerChunk(width, height, 8, opaque ? COLOUR_TYPE.rgb : COLOUR_TYPE.rgba));
    raw = filterRows(data, width, height, opaque ? 3 : 4);
  }
  chunks.push({ type: 'IDAT', data: zlib(raw, OPTIMISE_LEVEL) });
  return pngFile(chunks);
}
