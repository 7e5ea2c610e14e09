// The answer of a compose call, flat so that it crosses threads as one transferred buffer: for each job,
// in order, its offset in the pack, its size and the CRC-32 of its PNG (computed while the worker holds
// the bytes, so that an export never reads a PNG back to checksum it).
export const STORED_STRIDE = 3;

export interface StoredResult {
  offset: number;
  size: number;
  crc: number;
}

export function storedResults(count: number): Float64Array {
  return new Float64Array(count * STORED_STRIDE);
}

export function setStored(into: Float64Array, i: number, { offset, size, crc }: StoredResult): void {
  into[i * STORED_STRIDE] = offset;
  into[i * STORED_STRIDE + 1] = size;
  into[i * STORED_STRIDE + 2] = crc;
}

export function getStored(from: Float64Array, i: number): StoredResult {
  return { offset: from[i * STORED_STRIDE]!, size: from[i * STORED_STRIDE + 1]!, crc: from[i * STORED_STRIDE + 2]! };
}
