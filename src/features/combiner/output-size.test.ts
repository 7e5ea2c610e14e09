import { describe, expect, it } from 'vitest';
import { offeredSizes, parseOutputSize, pixelScale, sessionSize } from './output-size';

describe('output size', () => {
  it('reads a size in px or "original", nothing else', () => {
    expect(parseOutputSize('250')).toBe(250);
    expect(parseOutputSize('992')).toBe(992);
    expect(parseOutputSize('original')).toBe('original');
    expect(['', '0', '-5', '1.5', 'abc', '99999'].map(parseOutputSize)).toEqual(Array.from({ length: 6 }, () => undefined));
  });

  it('gives a compose session the px, or null for the layers own size', () => {
    expect(sessionSize(500)).toBe(500);
    expect(sessionSize('original')).toBeNull();
  });

  it('offers pixel art only whole multiples of the layers, around each usual size', () => {
    expect(offeredSizes(false, 32)).toEqual([250, 500, 1000, 'original']);
    expect(offeredSizes(true, null)).toEqual([250, 500, 1000, 'original']);
    expect(offeredSizes(true, 32)).toEqual([224, 256, 480, 512, 992, 1024, 'original']);
    expect(offeredSizes(true, 100)).toEqual([200, 300, 500, 1000, 'original']);
    for (const size of offeredSizes(true, 24)) expect(pixelScale(size, 24)).not.toBeNull();
  });

  it('says how many output pixels a source pixel spans', () => {
    expect(pixelScale(992, 32)).toBe(31);
    expect(pixelScale(1000, 32)).toBeNull();
    expect(pixelScale('original', 32)).toBe(1);
  });
});
