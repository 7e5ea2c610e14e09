// What "Optimise PNG size" stores for each image, loaded by compose workers only when the option is on.
import { optimisePng } from './optimise-png.ts';
import type { Rgba } from './png-pixels.ts';

/** The smaller of the plain PNG and the lossless re-encode of the same pixels (checked by the tests). */
export function smallest(pixels: Rgba, plain: Uint8Array): Uint8Array {
  const optimised = optimisePng(pixels);
  return optimised.byteLength < plain.byteLength ? optimised : plain;
}
