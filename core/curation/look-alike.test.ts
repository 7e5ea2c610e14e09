import { describe, expect, it } from 'vitest';
import { encodePng } from '../png/png-encode.ts';
import { decodeRgba } from '../png/decode-png.test-helpers.ts';
import type { Rgba } from '../png/png-pixels.ts';
import { DEFAULT_LOOK_ALIKE_THRESHOLD, PRINT_WORDS, printDistance } from './look-alike-print.ts';
import { lookAlikeGroups } from './look-alike-groups.ts';
import { printBatch } from './look-alike-prints.ts';

const SIZE = 120;
type Colour = [number, number, number];

/** A token like a generator's: a background gradient, a head, a hat of some colour, maybe a small earring. */
function token({ hat = [200, 30, 30] as Colour, hatX = 30, earring = 0, dot = false } = {}): Rgba {
  const data = new Uint8Array(SIZE * SIZE * 4);
  const paint = (x: number, y: number, [r, g, b]: Colour) => data.set([r, g, b, 255], (y * SIZE + x) * 4);
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      paint(x, y, [40 + y, 90, 160 - y]);
      if ((x - 60) ** 2 + (y - 70) ** 2 < 30 ** 2) paint(x, y, [230, 190, 150]);
      if (x >= hatX && x < hatX + 60 && y >= 20 && y < 45) paint(x, y, hat);
      if (earring && x >= 88 && x < 88 + earring && y >= 75 && y < 75 + earring) paint(x, y, [250, 220, 0]);
    }
  if (dot) paint(50, 60, [0, 0, 0]);
  return { width: SIZE, height: SIZE, data };
}

/** Real PNG files, fingerprinted as the app does: the SHA-256 of the bytes and the decoded pixels' print. */
async function printsOf(images: Rgba[]) {
  const pngs = images.map((image) => encodePng(image));
  const batch = await printBatch(pngs, async (png) => decodeRgba(png));
  return { numbers: images.map((_, i) => i + 1), ...batch };
}

describe('the look-alike guard', () => {
  it('groups tokens whose PNG files are the same bytes, and nothing else', async () => {
    const prints = await printsOf([token(), token({ hat: [30, 30, 200] }), token(), token({ hatX: 10 }), token()]);
    expect(prints.sha256[0]).toBe(prints.sha256[2]);
    expect(lookAlikeGroups(prints, DEFAULT_LOOK_ALIKE_THRESHOLD)).toEqual({ identical: [[1, 3, 5]], near: [] });
  });

  it('lists a one-pixel difference as near-identical under the default threshold, not as identical', async () => {
    const prints = await printsOf([token(), token({ dot: true }), token({ hatX: 10 })]);
    expect(prints.sha256[0]).not.toBe(prints.sha256[1]);
    expect(lookAlikeGroups(prints, DEFAULT_LOOK_ALIKE_THRESHOLD)).toEqual({ identical: [], near: [[1, 2]] });
  });

  it('does not flag tokens that differ by a recoloured or moved trait', async () => {
    const prints = await printsOf([
      token(),
      token({ hat: [30, 30, 200] }),
      token({ hat: [30, 200, 30] }),
      token({ hatX: 10 }),
      token({ hatX: 50 }),
      token({ earring: 10 }),
    ]);
    expect(lookAlikeGroups(prints, DEFAULT_LOOK_ALIKE_THRESHOLD)).toEqual({ identical: [], near: [] });
  });

  it('tells flat images apart by their colour, and lists two nearly equal shades as near-identical', async () => {
    const flat = ([r, g, b]: Colour): Rgba => ({
      width: SIZE,
      height: SIZE,
      data: new Uint8Array(SIZE * SIZE * 4).map((_, i) => [r, g, b, 255][i % 4]!),
    });
    const prints = await printsOf([flat([255, 0, 0]), flat([0, 0, 255]), flat([250, 0, 0]), flat([0, 120, 0])]);
    expect(lookAlikeGroups(prints, DEFAULT_LOOK_ALIKE_THRESHOLD)).toEqual({ identical: [], near: [[1, 3]] });
  });

  it('groups a small difference once the threshold reaches its distance, and a chain of look-alikes as one group', async () => {
    const prints = await printsOf([token(), token({ earring: 8 }), token({ earring: 4, dot: true })]);
    const distance = printDistance(prints.prints, 0, prints.prints, PRINT_WORDS, Infinity);
    expect(distance).toBeGreaterThan(0);
    expect(lookAlikeGroups(prints, 0).near).toEqual([[1, 3]]);
    expect(lookAlikeGroups(prints, distance - 1).near).toEqual([[1, 3]]);
    expect(lookAlikeGroups(prints, distance).near).toEqual([[1, 2, 3]]);
  });
});

describe('the look-alike groups', () => {
  it('find every pair within the threshold, as comparing every print with every other does', () => {
    // 400 prints: thermometer reds 0-32 with a few random bits elsewhere, many of them within 3 bits.
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8) % n;
    const count = 400;
    const prints = new Uint32Array(count * PRINT_WORDS);
    for (let k = 0; k < count; k++) {
      const steps = random(33);
      prints[k * PRINT_WORDS] = steps === 32 ? 0xffffffff : (1 << steps) - 1;
      for (let flips = random(4); flips > 0; flips--) prints[k * PRINT_WORDS + 1 + random(PRINT_WORDS - 1)]! ^= 1 << random(32);
    }
    const numbers = Array.from({ length: count }, (_, k) => k + 1);
    const sha256 = numbers.map(String);
    for (const threshold of [0, 2, 5]) {
      // Every pair compared, groups joined by hand.
      const group = numbers.map((n) => new Set([n]));
      for (let a = 0; a < count; a++)
        for (let b = a + 1; b < count; b++)
          if (printDistance(prints, a * PRINT_WORDS, prints, b * PRINT_WORDS, Infinity) <= threshold && group[a] !== group[b]) {
            const joined = group[a]!;
            for (const n of group[b]!) {
              joined.add(n);
              group[n - 1] = joined;
            }
          }
      const expected = [...new Set(group)]
        .filter((g) => g.size > 1)
        .map((g) => [...g].sort((x, y) => x - y))
        .sort((x, y) => x[0]! - y[0]!);
      // The check above is not run on empty lists alone.
      expect(expected.flat().length).toBeGreaterThan(20);
      expect(lookAlikeGroups({ numbers, sha256, prints }, threshold).near).toEqual(expected);
    }
  });
});
