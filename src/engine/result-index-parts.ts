// A result index saved in parts while its run is under way: the names of its packs, and its entries in
// segments of INDEX_SEGMENT results, each written again only after a result in it was recorded. Saving
// the whole index (18 bytes per result) into IndexedDB every few hundred ms held the main thread for up
// to 100 ms on a machine whose cores the workers kept busy; a segment is 18 kB.
import type { ResultIndex } from './result-index';

export const INDEX_SEGMENT = 1_000;

export interface IndexSegment {
  pack: Uint16Array;
  offset: Float64Array;
  size: Uint32Array;
  crc: Uint32Array;
  /** An animated run's GIF sizes and CRCs (ResultIndex.animation). */
  animation?: { size: Uint32Array; crc: Uint32Array };
  /** An animated run's video sizes and CRCs (ResultIndex.video). */
  video?: { size: Uint32Array; crc: Uint32Array };
}

export interface IndexParts {
  packs: string[];
  /** By segment number: segment s holds results s * INDEX_SEGMENT + 1 onwards. */
  segments: Map<number, IndexSegment>;
}

export const segmentOf = (n: number) => Math.floor((n - 1) / INDEX_SEGMENT);

/** Copies of segments `which` of the index: slices, since a view would clone its whole buffer. */
export function indexParts(index: ResultIndex, which: Iterable<number>): IndexParts {
  const segments = new Map<number, IndexSegment>();
  const crc = index.crc ?? new Uint32Array(index.size.length);
  for (const s of which) {
    const from = s * INDEX_SEGMENT;
    const to = Math.min(index.size.length, from + INDEX_SEGMENT);
    segments.set(s, {
      pack: index.pack.slice(from, to),
      offset: index.offset.slice(from, to),
      size: index.size.slice(from, to),
      crc: crc.slice(from, to),
      ...(index.animation && { animation: { size: index.animation.size.slice(from, to), crc: index.animation.crc.slice(from, to) } }),
      ...(index.video && { video: { size: index.video.size.slice(from, to), crc: index.video.crc.slice(from, to) } }),
    });
  }
  return { packs: [...index.packs], segments };
}

/** A copy of `index` with the saved parts laid over it. */
export function withParts(index: ResultIndex, parts: IndexParts): ResultIndex {
  const merged: ResultIndex = {
    packs: [...parts.packs],
    pack: index.pack.slice(),
    offset: index.offset.slice(),
    size: index.size.slice(),
    crc: index.crc?.slice() ?? new Uint32Array(index.size.length),
    ...(index.animation && { animation: { size: index.animation.size.slice(), crc: index.animation.crc.slice() } }),
    ...(index.video && { video: { kind: index.video.kind, size: index.video.size.slice(), crc: index.video.crc.slice() } }),
  };
  for (const [s, segment] of parts.segments) {
    const at = s * INDEX_SEGMENT;
    merged.pack.set(segment.pack, at);
    merged.offset.set(segment.offset, at);
    merged.size.set(segment.size, at);
    merged.crc!.set(segment.crc, at);
    merged.animation?.size.set(segment.animation?.size ?? [], at);
    merged.animation?.crc.set(segment.animation?.crc ?? [], at);
    merged.video?.size.set(segment.video?.size ?? [], at);
    merged.video?.crc.set(segment.video?.crc ?? [], at);
  }
  return merged;
}
