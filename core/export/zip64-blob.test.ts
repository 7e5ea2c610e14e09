import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { crc32 } from '../zip/crc32.ts';
import { unzipTest } from '../zip/info-zip.test-helpers.ts';
import { zipBlob, type BlobZipEntry } from './zip64-blob.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const entry = (name: string, text: string): BlobZipEntry => ({ name, data: new Blob([bytes(text)]), crc: crc32(bytes(text)) });
const entries = Array.from({ length: 12 }, (_, i) => entry(`images/${i + 1}.png`, `image ${i + 1} `.repeat(i + 3)));

describe('zipBlob', () => {
  it('stores entries in order with their bytes and checksums, in classic records when small', async () => {
    const zip = new Uint8Array(await zipBlob(entries).arrayBuffer());
    const read = await JSZip.loadAsync(zip, { checkCRC32: true });
    expect(Object.keys(read.files)).toEqual(entries.map((e) => e.name));
    expect(await read.file('images/7.png')!.async('string')).toBe('image 7 '.repeat(9));
    expect(new DataView(zip.buffer).getUint32(zip.length - 22, true)).toBe(0x06054b50);
    expect(Buffer.from(zip).indexOf(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(-1);
    expect(unzipTest(zip)).toMatch(/No errors detected/);
  });

  it('switches to ZIP64 offsets, directory and count past the limits, and still reads back', async () => {
    // The 4 GB and 65 535-entry limits lowered, so the same code paths run on a few hundred bytes.
    const zip = new Uint8Array(await zipBlob(entries, new Date(2026, 0, 2), { bytes: 300, entries: 10 }).arrayBuffer());
    expect(Buffer.from(zip).indexOf(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBeGreaterThan(0);
    expect(Buffer.from(zip).indexOf(Buffer.from([0x50, 0x4b, 0x06, 0x07]))).toBeGreaterThan(0);
    const read = await JSZip.loadAsync(zip, { checkCRC32: true });
    expect(Object.keys(read.files)).toHaveLength(12);
    expect(await read.file('images/12.png')!.async('string')).toBe('image 12 '.repeat(14));
    expect(unzipTest(zip)).toMatch(/No errors detected/);
  });

  it('adds only headers to the bytes (30 + name before each entry, 46 + name in the directory, 22 at the end)', () => {
    const zip = zipBlob(entries.slice(0, 2));
    const names = entries[0]!.name.length + entries[1]!.name.length;
    expect(zip.size).toBe(entries[0]!.data.size + entries[1]!.data.size + 2 * 30 + 2 * 46 + 2 * names + 22);
  });

  it('carries the checksum it is given, so a wrong one fails when read', async () => {
    const zip = zipBlob([{ ...entries[0]!, crc: entries[0]!.crc ^ 1 }]);
    await expect(JSZip.loadAsync(await zip.arrayBuffer(), { checkCRC32: true })).rejects.toThrow(/crc32/i);
  });

  it('refuses an entry too large for one record', () => {
    expect(() => zipBlob(entries, new Date(), { bytes: 20, entries: 10 })).toThrow(/too large/);
  });
});
