// Where each result of a run is stored (its pack and byte range), in flat typed arrays: 10 000 entries
// cost a few hundred kB and copy into IndexedDB in one piece.
import type { StoredImage, ResultLocation } from '@core/protocol';
import { getStored } from '@core/compose/stored-results';
import { formatOf, MIME_TYPES, type VideoKind } from '@core/animation/animation-format';

export interface ResultIndex {
  /** Pack file names; `pack[n - 1]` indexes this list. */
  packs: string[];
  pack: Uint16Array;
  offset: Float64Array;
  /** 0 while result n is not stored. */
  size: Uint32Array;
  /** CRC-32 of each PNG; absent in indexes stored before it was kept (the export then computes it). */
  crc?: Uint32Array;
  /** An animated run's GIFs, each stored right after its PNG: size (0 while not stored) and CRC-32. */
  animation?: { size: Uint32Array; crc: Uint32Array };
  /** An animated run's videos (all of `kind`), each stored right after its GIF (or PNG): size and CRC-32. */
  video?: StoredVideos;
}

export interface StoredVideos {
  kind: VideoKind;
  size: Uint32Array;
  crc: Uint32Array;
}

/** `animated`: the run makes a GIF per token; `video`: the kind of video it makes per token, if any. */
export const createResultIndex = (count: number, animated = false, video?: VideoKind | null): ResultIndex => ({
  packs: [],
  pack: new Uint16Array(count),
  offset: new Float64Array(count),
  size: new Uint32Array(count),
  crc: new Uint32Array(count),
  ...(animated && { animation: { size: new Uint32Array(count), crc: new Uint32Array(count) } }),
  ...(video && { video: { kind: video, size: new Uint32Array(count), crc: new Uint32Array(count) } }),
});

/** The animation format the run's index stores (undefined for a still run). */
export const indexAnimationFormat = (index: ResultIndex) => formatOf(Boolean(index.animation), index.video?.kind);

/** Records where results `numbers`, written to pack `packId`, went (a compose call's answer). */
export function recordResults(index: ResultIndex, packId: number, numbers: readonly number[], stored: Float64Array): void {
  numbers.forEach((n, i) => {
    const { offset, size, crc, animation, video } = getStored(stored, i);
    index.pack[n - 1] = packId;
    index.offset[n - 1] = offset;
    index.size[n - 1] = size;
    if (index.crc) index.crc[n - 1] = crc;
    if (index.animation && animation) {
      index.animation.size[n - 1] = animation.size;
      index.animation.crc[n - 1] = animation.crc;
    }
    if (index.video && video) {
      index.video.size[n - 1] = video.size;
      index.video.crc[n - 1] = video.crc;
    }
  });
}

export function locateResult(index: Pick<ResultIndex, 'packs' | 'pack' | 'offset' | 'size'>, n: number): ResultLocation | null {
  const size = index.size[n - 1];
  if (!size) return null;
  return { pack: index.packs[index.pack[n - 1]!]!, offset: index.offset[n - 1]!, size };
}

/** Where result n's GIF is (right after its PNG), or null in a still run or while it is not stored. */
export function locateAnimation(index: ResultIndex, n: number): ResultLocation | null {
  const where = locateResult(index, n);
  const size = index.animation?.size[n - 1];
  return where && size ? { pack: where.pack, offset: where.offset + where.size, size, type: MIME_TYPES.gif } : null;
}

/** Where result n's video is (right after its GIF, else its PNG), or null when the run makes none. */
export function locateVideo(index: ResultIndex, n: number): ResultLocation | null {
  const where = locateResult(index, n);
  const size = index.video?.size[n - 1];
  if (!where || !size) return null;
  const offset = where.offset + where.size + (index.animation?.size[n - 1] ?? 0);
  return { pack: where.pack, offset, size, type: MIME_TYPES[index.video!.kind] };
}

export function zipEntries(index: ResultIndex, numbers: readonly number[]): StoredImage[] {
  return numbers.map((n) => {
    const where = locateResult(index, n);
    if (!where) throw new Error(`Result ${n} is not stored`);
    const gif = locateAnimation(index, n);
    const animation = gif && { offset: gif.offset, size: gif.size, crc: index.animation!.crc[n - 1]! };
    const movie = locateVideo(index, n);
    const video = movie && { offset: movie.offset, size: movie.size, crc: index.video!.crc[n - 1]!, kind: index.video!.kind };
    return { n, ...where, ...(index.crc && { crc: index.crc[n - 1]! }), ...(animation && { animation }), ...(video && { video }) };
  });
}
