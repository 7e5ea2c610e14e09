import { describe, expect, it } from 'vitest';
import type { BlendMode } from '../protocol.ts';
import { blendOnto } from './blend.ts';
import type { Rgba } from '../png/png-pixels.ts';
import { referencePixel } from './blend-reference.test-helpers.ts';

/** Every mode: a mode added to BlendMode fails to compile here until it is listed, and so is tested. */
const EVERY_MODE: Record<BlendMode, true> = { normal: true, multiply: true, screen: true, overlay: true };
const BLEND_MODES = Object.keys(EVERY_MODE) as BlendMode[];

const pixel = (rgba: number[]): Rgba => ({ width: 1, height: 1, data: Uint8Array.from(rgba) });

const BACKDROPS = [
  [200, 120, 30, 255],
  [10, 240, 128, 255],
  [90, 60, 220, 128],
  [250, 5, 100, 0],
];
const SOURCES = [
  [100, 200, 50, 255],
  [240, 20, 128, 255],
  [64, 130, 255, 77],
  [0, 0, 0, 0],
];
const OPACITIES = [1, 0.5, 0.3];

describe('blendOnto', () => {
  for (const mode of BLEND_MODES)
    it(`${mode}: every pixel is the W3C formula's, at any backdrop and source alpha and any opacity`, () => {
      for (const backdrop of BACKDROPS)
        for (const source of SOURCES)
          for (const opacity of OPACITIES) {
            const out = pixel(backdrop);
            blendOnto(out, { ...pixel(source), x: 0, y: 0 }, mode, opacity);
            expect([...out.data], `${mode} ${source} over ${backdrop} at ${opacity}`).toEqual(
              referencePixel(mode, backdrop, source, opacity),
            );
          }
    });

  it('gives the textbook values on opaque pixels', () => {
    const draw = (mode: BlendMode, backdrop: number, source: number, opacity = 1) => {
      const out = pixel([backdrop, backdrop, backdrop, 255]);
      blendOnto(out, { ...pixel([source, source, source, 255]), x: 0, y: 0 }, mode, opacity);
      return out.data[0];
    };
    expect(draw('multiply', 200, 100)).toBe(78); // 200 x 100 / 255
    expect(draw('screen', 200, 100)).toBe(222); // 200 + 100 - 78.4
    expect(draw('overlay', 100, 200)).toBe(157); // dark backdrop: 2 x 100 x 200 / 255
    expect(draw('overlay', 200, 100)).toBe(188); // light backdrop: screen(100, 2 x 200 - 255)
    expect(draw('normal', 200, 100, 0.5)).toBe(150);
    expect(draw('multiply', 200, 100, 0.5)).toBe(139); // halfway between 200 and 78.4
  });

  it('draws only where the placed image covers the output, leaving the rest as it was', () => {
    const out: Rgba = { width: 3, height: 2, data: new Uint8Array(3 * 2 * 4).fill(255) };
    const source = { width: 2, height: 2, data: new Uint8Array(2 * 2 * 4).fill(0).map((_, i) => (i % 4 === 3 ? 255 : 0)) };
    blendOnto(out, { ...source, x: 2, y: -1 }, 'multiply', 1);
    const blackAt = (x: number, y: number) => out.data[(y * 3 + x) * 4] === 0;
    expect([blackAt(0, 0), blackAt(1, 0), blackAt(2, 0), blackAt(0, 1), blackAt(1, 1), blackAt(2, 1)]).toEqual([
      false,
      false,
      true,
      false,
      false,
      false,
    ]);
  });
});
