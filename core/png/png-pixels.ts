// RGBA8 pixels as the compositor and the encoders pass them around.

export interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

/** The pixels as one 32-bit word each (RGBA in memory order); a copy when `data` is not 4-byte aligned, as decoders may hand out. */
export function pixelWords({ width, height, data }: Rgba): Uint32Array {
  const aligned = data.byteOffset % 4 === 0 ? data : data.slice();
  return new Uint32Array(aligned.buffer, aligned.byteOffset, width * height);
}
