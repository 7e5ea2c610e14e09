// Where each result of a run is stored (its pack and byte range), in flat typed arrays: 10 000 entries
// cost a few hundred kB and copy into IndexedDB in one piece.
import type { ImageZipEntry, ResultLocation } from '../../workers/protocol';

export interface ResultIndex {
  /** Pack file names; `pack[n - 1]` indexes this list. */
  packs: string[];
  pack: Uint16Array;
  offset: Float64Array;
  /** 0 while result n is not stored. */
  size: Uint32Array;
}

export const createResultIndex = (count: number): ResultIndex => ({
  packs: [],
  pack: new Uint16Array(count),
  offset: new Float64Array(count),
  size: new Uint32Array(count),
});

/** Records [offset, size] pairs of results `numbers` written to pack `packId`. */
export function recordResults(index: ResultIndex, packId: number, numbers: readonly number[], stored: Float64Array): void {
  numbers.forEach((n, i) => {
    index.pack[n - 1] = packId;
    index.offset[n - 1] = stored[2 * i]!;
    index.size[n - 1] = stored[2 * i + 1]!;
  });
}

export function locateResult(index: ResultIndex, n: number): ResultLocation | null {
  const size = index.size[n - 1];
  if (!size) return null;
  return { pack: index.packs[index.pack[n - 1]!]!, offset: index.offset[n - 1]!, size };
}

export function zipEntries(index: ResultIndex, numbers: readonly number[]): ImageZipEntry[] {
  return numbers.map((n) => {
    const where = locateResult(index, n);
    if (!where) throw new Error(`Result ${n} is not stored`);
    return { n, ...where };
  });
}
