import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32.ts';
import { unzipTest } from './info-zip.test-helpers.ts';
import { ZipFileWriter, type SyncFile } from './zip-file-writer.ts';

/** A file in memory that behaves like a sync access handle: positioned writes, truncate, flush. */
class MemoryFile implements SyncFile {
  bytes = new Uint8Array(0);
  flushed = false;
  write(buffer: Uint8Array, { at }: { at: number }): number {
    if (at + buffer.length > this.bytes.length) {
      const grown = new Uint8Array(at + buffer.length);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    this.bytes.set(buffer, at);
    return buffer.length;
  }
  truncate(size: number): void {
    this.bytes = this.bytes.slice(0, size);
  }
  flush(): void {
    this.flushed = true;
  }
}

const bytes = (text: string) => new TextEncoder().encode(text);
const content = (i: number) => bytes(`image ${i} `.repeat(i + 3));

/** Writes images 1..12 in a shuffled order, each with its place in the directory. */
function writeShuffled(file: MemoryFile, limits?: { bytes: number; entries: number }): number {
  const planned = Array.from({ length: 12 }, (_, i) => ({ name: `images/${i + 1}.png`, size: content(i + 1).length }));
  const writer = new ZipFileWriter(file, planned, new Date(2026, 0, 2), limits);
  for (const i of [5, 1, 12, 3, 7, 2, 9, 11, 4, 6, 8, 10]) writer.add(i - 1, content(i), crc32(content(i)));
  return writer.finish();
}

describe('ZipFileWriter', () => {
  it('writes entries in any order and lists them in directory order, with their bytes and checksums', async () => {
    const file = new MemoryFile();
    file.write(bytes('stale bytes of an earlier export that must not survive'), { at: 0 });
    const size = writeShuffled(file);
    expect(size).toBe(file.bytes.length);
    expect(file.flushed).toBe(true);
    const read = await JSZip.loadAsync(file.bytes, { checkCRC32: true });
    expect(Object.keys(read.files)).toEqual(Array.from({ length: 12 }, (_, i) => `images/${i + 1}.png`));
    expect(await read.file('images/7.png')!.async('string')).toBe('image 7 '.repeat(10));
    expect(Buffer.from(file.bytes).indexOf(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(-1);
    expect(unzipTest(file.bytes)).toMatch(/No errors detected/);
  });

  it('switches to ZIP64 offsets, directory and count past the limits, and still reads back', async () => {
    const file = new MemoryFile();
    writeShuffled(file, { bytes: 300, entries: 10 });
    expect(Buffer.from(file.bytes).indexOf(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBeGreaterThan(0);
    const read = await JSZip.loadAsync(file.bytes, { checkCRC32: true });
    expect(Object.keys(read.files)).toHaveLength(12);
    expect(await read.file('images/12.png')!.async('string')).toBe('image 12 '.repeat(15));
    expect(unzipTest(file.bytes)).toMatch(/No errors detected/);
  });

  it('gives the same bytes whatever order the entries arrive in', () => {
    const inOrder = new MemoryFile();
    const planned = Array.from({ length: 12 }, (_, i) => ({ name: `images/${i + 1}.png`, size: content(i + 1).length }));
    const writer = new ZipFileWriter(inOrder, planned, new Date(2026, 0, 2));
    for (let i = 1; i <= 12; i++) writer.add(i - 1, content(i), crc32(content(i)));
    writer.finish();
    const shuffled = new MemoryFile();
    writeShuffled(shuffled);
    expect(Buffer.from(shuffled.bytes).equals(Buffer.from(inOrder.bytes))).toBe(true);
  });

  it('refuses an entry too large for one record, and bytes of another size than planned', () => {
    expect(() => new ZipFileWriter(new MemoryFile(), [{ name: 'big.png', size: 30 }], new Date(), { bytes: 20, entries: 10 })).toThrow(
      /too large/,
    );
    const writer = new ZipFileWriter(new MemoryFile(), [{ name: 'a.png', size: 3 }]);
    expect(() => writer.add(0, content(1), 0)).toThrow(/a.png is not the planned size/);
  });
});
