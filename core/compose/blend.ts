// A blended or translucent layer drawn onto the pixels composed so far, with the W3C formulas
// (Compositing and Blending Level 1, "simple alpha compositing" with a separable blend, source-over) on
// straight-alpha RGBA bytes: the canvas keeps premultiplied 8-bit colour and offers no exact overlay of
// our own, so these layers are composed here, where every pixel is what the formulas say.
import type { BlendMode } from '../../shared/layer-drawing.ts';
import type { Rgba } from '../png/png-pixels.ts';

/** B(Cb, Cs) of each mode, colours in 0..1. */
const BLEND: Record<BlendMode, (backdrop: number, source: number) => number> = {
  normal: (_, source) => source,
  multiply: (backdrop, source) => backdrop * source,
  screen: (backdrop, source) => backdrop + source - backdrop * source,
  // Overlay is hard-light with the roles swapped: the backdrop decides multiply or screen.
  overlay: (backdrop, source) => (backdrop <= 0.5 ? 2 * backdrop * source : source + (2 * backdrop - 1) - source * (2 * backdrop - 1)),
};

export interface PlacedPixels extends Rgba {
  /** Where the image's top left corner falls on the output (may be outside it). */
  x: number;
  y: number;
}

/** Draws `source` over `backdrop` in place, with `mode` and `opacity` (0..1). */
export function blendOnto(backdrop: Rgba, source: PlacedPixels, mode: BlendMode, opacity: number): void {
  const blend = BLEND[mode];
  const out = backdrop.data;
  const from = source.data;
  const left = Math.max(0, source.x);
  const right = Math.min(backdrop.width, source.x + source.width);
  const top = Math.max(0, source.y);
  const bottom = Math.min(backdrop.height, source.y + source.height);
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const s = ((y - source.y) * source.width + (x - source.x)) * 4;
      const alphaS = (from[s + 3]! / 255) * opacity;
      if (alphaS === 0) continue;
      const b = (y * backdrop.width + x) * 4;
      const alphaB = out[b + 3]! / 255;
      const alphaO = alphaS + alphaB * (1 - alphaS);
      for (let c = 0; c < 3; c++) {
        const cs = from[s + c]! / 255;
        const cb = out[b + c]! / 255;
        // Cs' = (1 - ab) Cs + ab B(Cb, Cs); co = as Cs' + (1 - as) ab Cb; Co = co / ao.
        const mixed = (1 - alphaB) * cs + alphaB * blend(cb, cs);
        const co = alphaS * mixed + (1 - alphaS) * alphaB * cb;
        out[b + c] = Math.round((co / alphaO) * 255);
      }
      out[b + 3] = Math.round(alphaO * 255);
    }
  }
}
