// An MP4's header holds the time it was written (mediabunny writes the clock's, with no option to set
// it), so the same token's video differed from one run to the next in those bytes alone. The creation
// and modification times of the movie, track and media headers (`mvhd`, `tkhd`, `mdhd`, ISO/IEC
// 14496-12) are set to 0, "not known": the same frames then make the same file, as the stills and GIFs.

/** The boxes whose children hold the headers: the movie, its tracks, their media. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia']);
/** The full boxes that start with a creation and a modification time. */
const TIMED = new Set(['mvhd', 'tkhd', 'mdhd']);

const typeAt = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** Sets the times of the headers among the boxes of bytes[from, to) to 0, in place. */
function clearTimes(bytes: Uint8Array, view: DataView, from: number, to: number): void {
  for (let at = from; at + 8 <= to;) {
    const size32 = view.getUint32(at);
    const type = typeAt(bytes, at + 4);
    const header = size32 === 1 ? 16 : 8;
    const size = size32 === 1 ? Number(view.getBigUint64(at + 8)) : size32 === 0 ? to - at : size32;
    if (size < header || at + size > to) throw new Error(`The MP4's ${type} box runs past its end`);
    if (CONTAINERS.has(type)) clearTimes(bytes, view, at + header, at + size);
    if (TIMED.has(type)) {
      // After the version (1 byte) and flags (3): version 1 has 64-bit times, version 0 32-bit.
      const timesAt = at + header + 4;
      const timesBytes = bytes[at + header] === 1 ? 16 : 8;
      if (timesAt + timesBytes > at + size) throw new Error(`The MP4's ${type} box is too short`);
      bytes.fill(0, timesAt, timesAt + timesBytes);
    }
    at += size;
  }
}

/** `mp4` with the times of its headers set to 0 (changed in place, and returned). */
export function withoutWritingTime(mp4: Uint8Array): Uint8Array {
  clearTimes(mp4, new DataView(mp4.buffer, mp4.byteOffset, mp4.byteLength), 0, mp4.byteLength);
  return mp4;
}
