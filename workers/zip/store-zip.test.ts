import JSZip from 'jszip';
import { crc32 as nodeCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32.ts';
import { storeZip } from './store-zip.ts';

const random = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 2654435761) >>> 23);

describe('crc32', () => {
  it('matches the reference value and zlib on odd lengths', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    for (const length of [0, 1, 7, 8, 9, 1000, 65_537]) expect(crc32(random(length))).toBe(nodeCrc32(random(length)));
  });
});

describe('storeZip', () => {
  it('makes a zip whose entries, order, bytes and checksums read back', async () => {
    const first = random(5000);
    const second = new TextEncoder().encode('second entry');
    const zip = storeZip([
      { name: 'merged_1.png', data: new Blob([first]), crc: crc32(first) },
      { name: 'merged_2.png', data: new Blob([second]), crc: crc32(second) },
    ]);
    const read = await JSZip.loadAsync(await zip.arrayBuffer(), { checkCRC32: true });
    expect(Object.keys(read.files)).toEqual(['merged_1.png', 'merged_2.png']);
    expect(await read.file('merged_1.png')!.async('uint8array')).toEqual(first);
    expect(await read.file('merged_2.png')!.async('string')).toBe('second entry');
    expect(zip.size).toBe(5000 + 12 + 2 * (30 + 12 + 46 + 12) + 22);
  });

  it('fails a checksum that does not match', async () => {
    const data = random(100);
    const zip = storeZip([{ name: 'a.png', data: new Blob([data]), crc: crc32(data) ^ 1 }]);
    await expect(JSZip.loadAsync(await zip.arrayBuffer(), { checkCRC32: true })).rejects.toThrow(/crc32/i);
  });
});
