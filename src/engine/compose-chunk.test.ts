import { describe, expect, it } from 'vitest';
import { composeChunk } from './compose-chunk';

describe('composeChunk', () => {
  it('gives small outputs long chunks and large ones the minimum', () => {
    expect(composeChunk(250)).toBe(64);
    expect(composeChunk(500)).toBe(16);
    expect(composeChunk(1000)).toBe(10);
    expect(composeChunk(2000)).toBe(10);
    expect(composeChunk(null)).toBe(10);
  });

  it('never goes past the maximum however small the output', () => {
    expect(composeChunk(1)).toBe(64);
  });
});
