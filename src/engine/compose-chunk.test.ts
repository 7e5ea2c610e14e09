import { describe, expect, it } from 'vitest';
import { composeChunk } from './compose-chunk';

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
});
