import { crc32 as nodeCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, crc32Combine } from './crc32.ts';

const random = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 2654435761) >>> 23);

describe('crc32', () => {
  it('matches the reference value and zlib on odd lengths', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    for (const length of [0, 1, 7, 8, 9, 1000, 65_537]) expect(crc32(random(length))).toBe(nodeCrc32(random(length)));
  });
});

describe('crc32 continued and combined', () => {
  it('continues a CRC over more bytes and combines two CRCs into that of both byte runs', () => {
    for (const [a, b] of [
      [0, 5],
      [5, 0],
      [1, 1],
      [13, 4100],
      [1000, 65_537],
      [7, 3],
    ] as const) {
      const first = random(a);
      const second = random(b + 3).subarray(3);
      const whole = new Uint8Array([...first, ...second]);
      expect(crc32(second, crc32(first))).toBe(nodeCrc32(whole));
      expect(crc32Combine(crc32(first), crc32(second), second.length)).toBe(nodeCrc32(whole));
    }
  });
});
