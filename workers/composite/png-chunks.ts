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
