import { describe, expect, it } from 'vitest';
import { parseOutputSize, sessionSize } from './output-size';

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
});
