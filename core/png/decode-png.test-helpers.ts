// The pixels of a PNG as RGBA8, decoded in plain JS (fast-png), so that tests and benches can check a
// PNG against exactly what the compose workers' encoder was given. Not product code.
import { convertIndexedToRgb, decode } from 'fast-png';
import type { Rgba } from './png-pixels.ts';

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
