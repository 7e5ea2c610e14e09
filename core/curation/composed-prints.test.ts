import { describe, expect, it } from 'vitest';
import { encodePng } from '../png/png-encode.ts';
import { smallest } from '../png/smallest-png.ts';
import { decodeRgba } from '../png/decode-png.test-helpers.ts';
import type { Rgba } from '../png/png-pixels.ts';
import { printBatch } from './look-alike-prints.ts';
import { PRINT_WORDS } from './look-alike-print.ts';
import { composedPrints, copyComposedPrint, getComposedPrint, setComposedPrint, setGuardPrint } from './composed-prints.ts';

const SIZE = 96;

/** A token as a compose worker reads it off its canvas: an opaque gradient, or nothing, under
 * anti-aliased discs whose edges are translucent, and a half-transparent band. */
function drawn(seed: number, background: boolean): Rgba {
  const data = new Uint8Array(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      const at = (y * SIZE + x) * 4;
      if (background) data.set([(seed * 40 + y) % 256, 90, (160 - y + seed) & 255, 255], at);
      const edge = Math.hypot(x - 30 - seed * 7, y - 50) - 20;
      const cover = Math.min(1, Math.max(0, 0.5 - edge));
      if (cover > 0) {
        const alpha = Math.round(255 * (cover + (1 - cover) * (data[at + 3]! / 255)));
        data.set([200, 30 + seed * 20, 30, alpha], at);
      }
      if (y >= 70 && y < 80 && data[at + 3] === 0) data.set([10, 200, 100, 128], at);
    }
  return { width: SIZE, height: SIZE, data };
}

/** The guard's own entry for each PNG: the SHA-256 of the bytes and the print of the decoded pixels. */
async function guardPrints(pngs: Uint8Array<ArrayBuffer>[]) {
  const batch = await printBatch(pngs, async (png) => decodeRgba(png));
  return batch.sha256.map((sha256, i) => ({ sha256, print: batch.prints.slice(i * PRINT_WORDS, (i + 1) * PRINT_WORDS) }));
}

describe('the look-alike prints made at compose time', () => {
  it('are the very hashes and prints the guard computes from the stored PNGs decoded', async () => {
    const images = [0, 1, 2, 3].map((seed) => drawn(seed, seed % 2 === 0));
    const pngs = images.map((pixels, i) => (i < 2 ? encodePng(pixels) : (smallest(pixels, encodePng(pixels)) as Uint8Array<ArrayBuffer>)));
    const made = composedPrints(images.length);
    await Promise.all(images.map((pixels, i) => setComposedPrint(made, i, pixels, pngs[i]!, true)));
    const guard = await guardPrints(pngs);
    images.forEach((_, i) => expect(getComposedPrint(made, i)).toEqual(guard[i]));
  });

  it('keeps identical images "Same pixels": the same bytes give the same hash', async () => {
    const pixels = drawn(1, true);
    const made = composedPrints(2);
    await Promise.all([0, 1].map((i) => setComposedPrint(made, i, pixels, encodePng(pixels), true)));
    expect(getComposedPrint(made, 0)!.sha256).toBe(getComposedPrint(made, 1)!.sha256);
  });

  it('leaves to the guard the translucent images composed off the canvas, whose decode may differ', async () => {
    const [translucent, opaque] = [drawn(1, false), drawn(1, true)];
    const made = composedPrints(2);
    await setComposedPrint(made, 0, translucent, encodePng(translucent), false);
    await setComposedPrint(made, 1, opaque, encodePng(opaque), false);
    expect(getComposedPrint(made, 0)).toBeNull();
    expect(getComposedPrint(made, 1)).toEqual((await guardPrints([encodePng(opaque)]))[0]);
  });

  it("saves the guard's own entries and gives them back as they were (every hex digit)", () => {
    const entries = [0, 1, 2].map((seed) => ({
      sha256: Array.from({ length: 32 }, (_, b) => ((b * 37 + seed * 101) & 255).toString(16).padStart(2, '0')).join(''),
      print: Uint32Array.from({ length: PRINT_WORDS }, (_, w) => (w * 2654435761 + seed) >>> 0),
    }));
    expect(new Set(entries.map((e) => e.sha256).join('')).size).toBe(16);
    const saved = composedPrints(4);
    entries.forEach((entry, i) => setGuardPrint(saved, i + 1, entry));
    expect(getComposedPrint(saved, 0)).toBeNull();
    entries.forEach((entry, i) => expect(getComposedPrint(saved, i + 1)).toEqual(entry));
  });

  it('copies a token made ahead into its place in an answer, made or not, leaving the other entries', async () => {
    const pixels = drawn(2, true);
    const ahead = composedPrints(1);
    await setComposedPrint(ahead, 0, pixels, encodePng(pixels), true);
    const answer = composedPrints(3);
    setGuardPrint(answer, 2, getComposedPrint(ahead, 0)!);
    copyComposedPrint(ahead, 0, answer, 1);
    expect(getComposedPrint(answer, 1)).toEqual(getComposedPrint(ahead, 0));
    expect(getComposedPrint(answer, 0)).toBeNull();
    copyComposedPrint(composedPrints(1), 0, answer, 2);
    expect(getComposedPrint(answer, 2)).toBeNull();
  });
});
