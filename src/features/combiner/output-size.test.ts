import { describe, expect, it } from 'vitest';
import { fitsWorkingCopies, parseOutputSize, sessionSize } from './output-size';

describe('output size', () => {
  it('reads the choices the select offers and nothing else', () => {
    expect(parseOutputSize('250')).toBe(250);
    expect(parseOutputSize('1000')).toBe(1000);
    expect(parseOutputSize('original')).toBe('original');
    expect(parseOutputSize('300')).toBeUndefined();
    expect(parseOutputSize('')).toBeUndefined();
  });

  it('gives a compose session the px, or null for the layers own size', () => {
    expect(sessionSize(500)).toBe(500);
    expect(sessionSize('original')).toBeNull();
  });

  it('lets the working copies stand in only at their own size and never for pixel art', () => {
    expect(fitsWorkingCopies(250, false)).toBe(true);
    expect(fitsWorkingCopies(250, true)).toBe(false);
    expect(fitsWorkingCopies(500, false)).toBe(false);
    expect(fitsWorkingCopies('original', false)).toBe(false);
  });
});
