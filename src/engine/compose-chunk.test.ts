import { describe, expect, it } from 'vitest';
import { composeChunk, nextChunkLength } from './compose-chunk';

const plain = (size: number | null) => composeChunk({ size, optimise: false });

describe('composeChunk', () => {
  it('gives small outputs long chunks and large ones the minimum', () => {
    expect(plain(250)).toBe(64);
    expect(plain(500)).toBe(16);
    expect(plain(1000)).toBe(10);
    expect(plain(2000)).toBe(10);
    expect(plain(null)).toBe(10);
  });

  it('never goes past the maximum however small the output', () => {
    expect(plain(1)).toBe(64);
  });

  it('keeps optimised runs at the minimum, whose PNGs are read back one by one', () => {
    expect(composeChunk({ size: 250, optimise: true })).toBe(10);
  });

  it('shrinks the last calls so that every lane has a share of what is left', () => {
    expect(nextChunkLength(64, 10_000, 2)).toBe(64);
    expect(nextChunkLength(64, 256, 2)).toBe(64);
    expect(nextChunkLength(64, 100, 2)).toBe(25);
    expect(nextChunkLength(10, 3, 2)).toBe(1);
    expect(nextChunkLength(10, 0, 2)).toBe(1);
  });

  it('never exceeds the chunk, only shrinks, and ends on single combinations', () => {
    for (const [chunk, total, lanes] of [
      [64, 1_000, 2],
      [10, 37, 3],
      [16, 5, 4],
    ] as const) {
      const lengths: number[] = [];
      for (let left = total; left > 0; left -= lengths.at(-1)!) lengths.push(Math.min(left, nextChunkLength(chunk, left, lanes)));
      expect(Math.max(...lengths)).toBeLessThanOrEqual(chunk);
      expect(lengths.every((length, i) => i === 0 || length <= lengths[i - 1]!)).toBe(true);
      // The last calls are short: no lane is handed a full chunk while the others have nothing.
      expect(lengths.at(-1)).toBe(1);
    }
  });
});
