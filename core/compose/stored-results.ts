// The answer of a compose call, flat so that it crosses threads as one transferred buffer: for each job,
// in order, its offset in the pack, its size and the CRC-32 of its PNG (computed while the worker holds
// the bytes, so that an export never reads a PNG back to checksum it); in an animated run, then the size
// and CRC-32 of its GIF, stored right after the PNG, then those of its video, stored after the GIF (0 and
// 0 for a file not made).
export const STORED_STRIDE = 7;

export interface StoredResult {
  offset: number;
  size: number;
  crc: number;
  animation?: { size: number; crc: number };
  video?: { size: number; crc: number };
}

export function storedResults(count: number): Float64Array {
  return new Float64Array(count * STORED_STRIDE);
}

export function setStored(into: Float64Array, i: number, { offset, size, crc, animation, video }: StoredResult): void {
  into.set([offset, size, crc, animation?.size ?? 0, animation?.crc ?? 0, video?.size ?? 0, video?.crc ?? 0], i * STORED_STRIDE);
}

export function getStored(from: Float64Array, i: number): StoredResult {
  const [offset, size, crc, gifSize, gifCrc, videoSize, videoCrc] = from.subarray(i * STORED_STRIDE, (i + 1) * STORED_STRIDE);
  return {
    offset: offset!,
    size: size!,
    crc: crc!,
    ...(gifSize ? { animation: { size: gifSize, crc: gifCrc! } } : {}),
    ...(videoSize ? { video: { size: videoSize, crc: videoCrc! } } : {}),
  };
}
