// The PNG file layout the workers write and read: the signature, then chunks of a 4-byte length, a
// 4-byte type, the data and the CRC-32 of type and data.
import { crc32 } from '../zip/crc32.ts';

export const PNG_SIGNATURE: readonly number[] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
export const CHUNK_LENGTH_BYTES = 4;
export const CHUNK_TYPE_BYTES = 4;
export const CHUNK_CRC_BYTES = 4;
/** IHDR colour types the encoders write. */
export const COLOUR_TYPE = { rgb: 2, palette: 3, rgba: 6 } as const;

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

export interface Chunk {
  type: string;
  data: Uint8Array;
}

const chunkLength = ({ data }: Chunk) => CHUNK_LENGTH_BYTES + CHUNK_TYPE_BYTES + data.length + CHUNK_CRC_BYTES;

/** Writes the chunk with its CRC into `into` from `at`; returns where it ends. */
function writeChunk(into: Uint8Array, at: number, chunk: Chunk): number {
  const end = at + chunkLength(chunk);
  const view = new DataView(into.buffer, into.byteOffset, into.byteLength);
  view.setUint32(at, chunk.data.length);
  into.set(ascii(chunk.type), at + CHUNK_LENGTH_BYTES);
  into.set(chunk.data, at + CHUNK_LENGTH_BYTES + CHUNK_TYPE_BYTES);
  view.setUint32(end - CHUNK_CRC_BYTES, crc32(into.subarray(at + CHUNK_LENGTH_BYTES, end - CHUNK_CRC_BYTES)));
  return end;
}

/** The IHDR chunk: size, bit depth, colour type; deflate, adaptive filtering, no interlace. */
export function headerChunk(width: number, height: number, bitDepth: number, colourType: number): Chunk {
  const data = new Uint8Array(13);
  const view = new DataView(data.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  data.set([bitDepth, colourType], 8);
  return { type: 'IHDR', data };
}

/**
 * A whole file: the signature, then the chunks given (IHDR first), then IEND, written straight into one
 * array (the encoders run per image, and each array a worker drops is freed on the page's thread pool).
 */
export function pngFile(chunks: readonly Chunk[]): Uint8Array<ArrayBuffer> {
  const all = [...chunks, { type: 'IEND', data: new Uint8Array(0) }];
  const png = new Uint8Array(all.reduce((length, chunk) => length + chunkLength(chunk), PNG_SIGNATURE.length));
  png.set(PNG_SIGNATURE);
  all.reduce((at, chunk) => writeChunk(png, at, chunk), PNG_SIGNATURE.length);
  return png;
}
