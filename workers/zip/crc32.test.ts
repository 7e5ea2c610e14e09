import { crc32 as nodeCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32.ts';

const random = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 2654435761) >>> 23);

describe('crc32', () => {
  it('matches the reference value and zlib on odd lengths', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    for (const length of [0, 1, 7, 8, 9, 1000, 65_537]) expect(crc32(random(length))).toBe(nodeCrc32(random(length)));
  });
});
