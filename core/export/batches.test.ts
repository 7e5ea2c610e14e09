import { describe, expect, it } from 'vitest';
import { batchesOf, imageEntryName, imageZipName, metadataEntryName, metadataZipName } from './batches.ts';

describe('export batches', () => {
  it('cuts 1..count into batches of the given size, the last one short', () => {
    const batches = batchesOf(250, 100);
    expect(batches.map((b) => [b.index, b.total, b.numbers[0], b.numbers.at(-1), b.numbers.length])).toEqual([
      [1, 3, 1, 100, 100],
      [2, 3, 101, 200, 100],
      [3, 3, 201, 250, 50],
    ]);
    expect(batchesOf(0, 100)).toEqual([]);
    expect(batchesOf(10_000, 1000)).toHaveLength(10);
  });

  it('names zips and entries as the spec does', () => {
    expect(imageZipName({ index: 2, total: 3 })).toBe('merged_images_2_of_3.zip');
    expect(metadataZipName({ index: 1, total: 1 })).toBe('metadata_1_of_1.zip');
    expect(imageEntryName(7)).toBe('merged_7.png');
    expect(metadataEntryName(7)).toBe('7.json');
  });
});
