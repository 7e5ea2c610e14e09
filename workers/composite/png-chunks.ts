// The PNG file layout the workers write and read: the signature, then chunks of a 4-byte length, a
// 4-byte type, the data and the CRC-32 of type and data.
import { crc32 } from '../zip/crc32.ts';

export const PNG_SIGNATURE: readonly number[] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
export const CHUNK_LENGTH_BYTES = 4;
export const CHUNK_TYPE_BYTES = 4;
export const CHUNK_CRC_BYTES = 4;

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** One chunk, its CRC computed. */
export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(CHUNK_LENGTH_BYTES + CHUNK_TYPE_BYTES + data.length + CHUNK_CRC_BYTES);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(ascii(type), CHUNK_LENGTH_BYTES);
  out.set(data, CHUNK_LENGTH_BYTES + CHUNK_TYPE_BYTES);
  const typeAndData = out.subarray(CHUNK_LENGTH_BYTES, out.length - CHUNK_CRC_BYTES);
  view.setUint32(out.length - CHUNK_CRC_BYTES, crc32(typeAndData));
  return out;
}

/** The IHDR chunk: size, bit depth, colour type; deflate, adaptive filtering, no interlace. */
export function headerChunk(width: number, height: number, bitDepth: number, colourType: number): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([bitDepth, colourType], 8);
  return pngChunk('IHDR', header);
}

/** A whole file: the signature, then the chunks given (IHDR first), then IEND. */
export function pngFile(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const parts = [Uint8Array.from(PNG_SIGNATURE), ...chunks, pngChunk('IEND', new Uint8Array(0))];
  const png = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  parts.reduce((at, part) => (png.set(part, at), at + part.length), 0);
  return png;
}
