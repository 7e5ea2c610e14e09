import { crc32 as zlibCrc32 } from 'node:zlib';
import { encode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { pngCrc32 } from './png-crc.ts';
import { CHUNK_LENGTH_BYTES, CHUNK_TYPE_BYTES, PNG_SIGNATURE as SIGNATURE, pngFile } from './png-chunks.ts';

const bytes = (length: number, seed: number) => Uint8Array.from({ length }, (_, i) => ((i + seed) * 2654435761) >>> 24);

/** A PNG laid out as Chromium writes it: IHDR, IDAT chunks of 4 096 bytes and a short last one, IEND. */
function browserLikePng(idatBytes: number): Uint8Array {
  const idats = [];
  for (let at = 0; at < idatBytes; at += 4096) idats.push({ type: 'IDAT', data: bytes(Math.min(4096, idatBytes - at), at) });
  return pngFile([{ type: 'IHDR', data: bytes(13, 1) }, ...idats]);
}

describe('pngCrc32', () => {
  it('equals the CRC-32 of every byte for PNGs of one and of many chunks', () => {
    const encoded = encode({ width: 40, height: 30, data: bytes(40 * 30 * 4, 9), channels: 4, depth: 8 });
    for (const png of [encoded, browserLikePng(5), browserLikePng(4096), browserLikePng(70_001), browserLikePng(600_000)])
      expect(pngCrc32(png)).toBe(zlibCrc32(png));
  });

  it('checksums every byte of what is not laid out as a PNG', () => {
    const png = browserLikePng(10_000);
    const wrongChunkCrc = pngFile([{ type: 'IHDR', data: bytes(13, 1) }]);
    const ihdrCrcAt = SIGNATURE.length + CHUNK_LENGTH_BYTES + CHUNK_TYPE_BYTES + 13;
    new DataView(wrongChunkCrc.buffer).setUint32(ihdrCrcAt, 12345);
    const cases = {
      'not a PNG': bytes(5000, 3),
      'shorter than a signature': Uint8Array.from(SIGNATURE.slice(0, 5)),
      'cut inside a chunk': png.subarray(0, 6000),
      'cut before IEND': png.subarray(0, png.length - 12),
      'bytes after IEND': new Uint8Array([...png, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]),
    };
    for (const [name, input] of Object.entries(cases)) expect(pngCrc32(input), name).toBe(zlibCrc32(input));
    // What it trusts: a chunk's own CRC stands for its type and data.
    expect(pngCrc32(wrongChunkCrc)).not.toBe(zlibCrc32(wrongChunkCrc));
  });
});
