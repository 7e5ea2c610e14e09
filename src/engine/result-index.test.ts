import { describe, expect, it } from 'vitest';
import { setStored, storedResults } from '@core/compose/stored-results';
import {
  createResultIndex,
  indexAnimationFormat,
  locateAnimation,
  locateResult,
  locateVideo,
  recordResults,
  zipEntries,
} from './result-index';

function answer(rows: Array<[offset: number, size: number, crc: number]>): Float64Array {
  const stored = storedResults(rows.length);
  rows.forEach(([offset, size, crc], i) => setStored(stored, i, { offset, size, crc }));
  return stored;
}

describe('result index', () => {
  it('records where each result went and its CRC-32, from a compose answer', () => {
    const index = createResultIndex(4);
    index.packs.push('1.bin', '2.bin');
    recordResults(
      index,
      1,
      [3, 1],
      answer([
        [0, 120, 0xffffffff],
        [120, 80, 7],
      ]),
    );
    expect(locateResult(index, 3)).toEqual({ pack: '2.bin', offset: 0, size: 120 });
    expect(locateResult(index, 1)).toEqual({ pack: '2.bin', offset: 120, size: 80 });
    expect(locateResult(index, 2)).toBeNull();
    expect(zipEntries(index, [1, 3])).toEqual([
      { n: 1, pack: '2.bin', offset: 120, size: 80, crc: 7 },
      { n: 3, pack: '2.bin', offset: 0, size: 120, crc: 0xffffffff },
    ]);
  });

  it('keeps offsets past 4 GB exact', () => {
    const index = createResultIndex(1);
    index.packs.push('1.bin');
    recordResults(index, 0, [1], answer([[2 ** 33 + 5, 10, 1]]));
    expect(locateResult(index, 1)?.offset).toBe(2 ** 33 + 5);
  });

  it('leaves the CRC out for an index stored before it was kept, so the export computes it', () => {
    const { crc: _dropped, ...older } = createResultIndex(1);
    older.packs.push('1.bin');
    recordResults(older, 0, [1], answer([[0, 10, 99]]));
    expect(zipEntries(older, [1])).toEqual([{ n: 1, pack: '1.bin', offset: 0, size: 10 }]);
  });

  it('refuses to zip a result that is not stored', () => {
    const index = createResultIndex(2);
    expect(() => zipEntries(index, [2])).toThrow('Result 2 is not stored');
  });

  it("finds an animated run's GIF right after its PNG, with its size and CRC-32", () => {
    const index = createResultIndex(2, true);
    index.packs.push('1.bin');
    const stored = storedResults(2);
    setStored(stored, 0, { offset: 0, size: 100, crc: 5, animation: { size: 300, crc: 6 } });
    setStored(stored, 1, { offset: 400, size: 90, crc: 7, animation: { size: 250, crc: 8 } });
    recordResults(index, 0, [2, 1], stored);
    expect(locateAnimation(index, 1)).toEqual({ pack: '1.bin', offset: 490, size: 250, type: 'image/gif' });
    expect(zipEntries(index, [2])).toEqual([
      { n: 2, pack: '1.bin', offset: 0, size: 100, crc: 5, animation: { offset: 100, size: 300, crc: 6 } },
    ]);
    // A still run has no animation.
    const still = createResultIndex(1);
    still.packs.push('1.bin');
    recordResults(still, 0, [1], answer([[0, 100, 5]]));
    expect(locateAnimation(still, 1)).toBeNull();
    expect(zipEntries(still, [1])).toEqual([{ n: 1, pack: '1.bin', offset: 0, size: 100, crc: 5 }]);
  });

  it("finds an animated run's video after its GIF (after its PNG when it makes no GIF), and reads its format back", () => {
    const both = createResultIndex(1, true, 'mp4');
    both.packs.push('1.bin');
    const stored = storedResults(1);
    setStored(stored, 0, { offset: 10, size: 100, crc: 5, animation: { size: 300, crc: 6 }, video: { size: 200, crc: 9 } });
    recordResults(both, 0, [1], stored);
    expect(locateVideo(both, 1)).toEqual({ pack: '1.bin', offset: 410, size: 200, type: 'video/mp4' });
    expect(zipEntries(both, [1])[0]).toMatchObject({ video: { offset: 410, size: 200, crc: 9, kind: 'mp4' } });
    expect(indexAnimationFormat(both)).toBe('gif+mp4');
    const videoOnly = createResultIndex(1, false, 'webm');
    videoOnly.packs.push('1.bin');
    setStored(stored, 0, { offset: 10, size: 100, crc: 5, video: { size: 200, crc: 9 } });
    recordResults(videoOnly, 0, [1], stored);
    expect(locateVideo(videoOnly, 1)).toEqual({ pack: '1.bin', offset: 110, size: 200, type: 'video/webm' });
    expect(locateAnimation(videoOnly, 1)).toBeNull();
    expect(indexAnimationFormat(videoOnly)).toBe('webm');
    expect(indexAnimationFormat(createResultIndex(1))).toBeUndefined();
  });
});
