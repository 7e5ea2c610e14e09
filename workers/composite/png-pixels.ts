// The pixels of a PNG as RGBA8, decoded in plain JS (fast-png) so that a re-encode can be checked
// against exactly what the compose workers' encoder wrote.
import { convertIndexedToRgb, decode } from 'fast-png';

export interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

export function decodeRgba(png: Uint8Array): Rgba {
  const image = decode(png);
  const { width, height, depth } = image;
  if (image.palette) {
    const indexed = convertIndexedToRgb(image);
    // With a tRNS chunk the colours come out as RGBA, without it as RGB.
    return expand(width, height, indexed, indexed.length / (width * height));
  }
  if (depth !== 8) throw new Error(`Unexpected PNG bit depth ${depth}`);
  return expand(width, height, image.data as Uint8Array, image.channels);
}

function expand(width: number, height: number, source: Uint8Array, channels: number): Rgba {
  if (channels === 4) return { width, height, data: source };
  const data = new Uint8Array(width * height * 4);
  for (let p = 0, s = 0; p < data.length; p += 4, s += channels) {
    const grey = channels < 3;
    data[p] = source[s]!;
    data[p + 1] = grey ? source[s]! : source[s + 1]!;
    data[p + 2] = grey ? source[s]! : source[s + 2]!;
    data[p + 3] = channels === 2 ? source[s + 1]! : channels === 4 ? source[s + 3]! : 255;
  }
  return { width, height, data };
}

/** The pixels as one 32-bit word each (RGBA in memory order); a copy when `data` is not 4-byte aligned, as decoders may hand out. */
export function pixelWords({ width, height, data }: Rgba): Uint32Array {
  const aligned = data.byteOffset % 4 === 0 ? data : data.slice();
  return new Uint32Array(aligned.buffer, aligned.byteOffset, width * height);
}
