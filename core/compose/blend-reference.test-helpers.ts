// The W3C Compositing and Blending Level 1 definitions written out as the spec states them (sections 9.1
// and 10), apart from the engine's code, for the tests to check its pixels against: hard-light from
// multiply and screen, overlay as hard-light with the arguments swapped, and the premultiplied
// source-over with blending, co = cs (1 - ab) + cb (1 - as) + as ab B(Cb, Cs).
import type { BlendMode } from '../../shared/layer-drawing.ts';
import type { Rgba } from '../png/png-pixels.ts';

const multiply = (cb: number, cs: number) => cb * cs;
const screen = (cb: number, cs: number) => cb + cs - cb * cs;
const hardLight = (cb: number, cs: number) => (cs <= 0.5 ? multiply(cb, 2 * cs) : screen(cb, 2 * cs - 1));
const W3C: Record<BlendMode, (cb: number, cs: number) => number> = {
  normal: (_, cs) => cs,
  multiply,
  screen,
  overlay: (cb, cs) => hardLight(cs, cb),
};

/** One straight-alpha RGBA pixel of `source` drawn over `backdrop`, rounded to bytes. */
export function referencePixel(mode: BlendMode, backdrop: ArrayLike<number>, source: ArrayLike<number>, opacity: number): number[] {
  const ab = backdrop[3]! / 255;
  const as = (source[3]! / 255) * opacity;
  if (as === 0) return Array.from(backdrop);
  const ao = as + ab * (1 - as);
  const colour = [0, 1, 2].map((c) => {
    const Cb = backdrop[c]! / 255;
    const Cs = source[c]! / 255;
    const co = as * Cs * (1 - ab) + ab * Cb * (1 - as) + as * ab * W3C[mode](Cb, Cs);
    return Math.round((co / ao) * 255);
  });
  return [...colour, Math.round(ao * 255)];
}

export interface ReferenceStep {
  image: Rgba;
  blend: BlendMode;
  /** 0..1 */
  opacity: number;
}

/** Images of one size drawn in order, bottom first, onto transparency. */
export function referenceComposition(steps: readonly ReferenceStep[]): Rgba {
  const { width, height } = steps[0]!.image;
  const data = new Uint8Array(width * height * 4);
  for (const { image, blend, opacity } of steps)
    for (let i = 0; i < data.length; i += 4)
      data.set(referencePixel(blend, data.subarray(i, i + 4), image.data.subarray(i, i + 4), opacity), i);
  return { width, height, data };
}
