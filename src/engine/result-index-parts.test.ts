import { describe, expect, it } from 'vitest';
import { setStored, storedResults } from '@core/compose/stored-results';
import { createResultIndex, locateResult, recordResults, zipEntries } from './result-index';
import { INDEX_SEGMENT, indexParts, segmentOf, withParts } from './result-index-parts';

function record(index: ReturnType<typeof createResultIndex>, packId: number, numbers: number[]) {
  const stored = storedResults(numbers.length);
  numbers.forEach((n, i) => setStored(stored, i, { offset: n * 100, size: n + 1, crc: n * 7 }));
  recordResults(index, packId, numbers, stored);
}

describe('result index parts', () => {
  it('numbers segments from result 1', () => {
    expect(segmentOf(1)).toBe(0);
    expect(segmentOf(INDEX_SEGMENT)).toBe(0);
    expect(segmentOf(INDEX_SEGMENT + 1)).toBe(1);
  });

  it('rebuilds the index from the record saved at the start and the segments saved since', () => {
    const count = INDEX_SEGMENT * 2 + 500;
    const begun = createResultIndex(count);
    const live = createResultIndex(count);
    live.packs.push('1.bin', '2.bin');
    record(live, 0, [1, 2, 3]);
    record(live, 1, [INDEX_SEGMENT * 2 + 1, count]);
    const parts = indexParts(live, [segmentOf(1), segmentOf(count)]);
    expect([...parts.segments.keys()]).toEqual([0, 2]);
    // Each segment is its own buffer, so saving it does not clone the whole index.
    expect(parts.segments.get(2)!.offset.buffer.byteLength).toBe(500 * 8);

    const restored = withParts(begun, parts);
    expect(restored.packs).toEqual(['1.bin', '2.bin']);
    for (const n of [1, 2, 3, INDEX_SEGMENT * 2 + 1, count]) expect(locateResult(restored, n)).toEqual(locateResult(live, n));
    expect(zipEntries(restored, [3, count])).toEqual(zipEntries(live, [3, count]));
    expect(locateResult(restored, 4)).toBeNull();
    // The record saved at the start is left as it was.
    expect(locateResult(begun, 1)).toBeNull();
  });

  it('lets a later save of a segment replace an earlier one', () => {
    const live = createResultIndex(10);
    live.packs.push('1.bin');
    record(live, 0, [1]);
    const first = indexParts(live, [0]);
    record(live, 0, [2]);
    const second = indexParts(live, [0]);
    const restored = withParts(withParts(createResultIndex(10), first), second);
    expect(locateResult(restored, 1)).not.toBeNull();
    expect(locateResult(restored, 2)).toEqual(locateResult(live, 2));
  });
});
