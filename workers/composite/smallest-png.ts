// What "Optimise PNG size" stores for each image, loaded by compose workers only when the option is on.
import { optimisePng } from './optimise-png.ts';
import { decodeRgba } from './png-pixels.ts';

/** The smaller of the browser's PNG and its lossless re-encode (same pixels, checked by the tests). */
export function smallest(png: Uint8Array): Uint8Array {
  const optimised = optimisePng(decodeRgba(png));
  return optimised.byteLength < png.byteLength ? optimised : png;
}
