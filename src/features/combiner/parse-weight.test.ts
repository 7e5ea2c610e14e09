import { describe, expect, it } from 'vitest';
import { parseWeight } from './parse-weight';

describe('parseWeight', () => {
  it('reads every prefix of a typed decimal as the number it is so far', () => {
    expect(['0', '0.', '0.0', '0.05'].map(parseWeight)).toEqual([0, 0, 0, 0.05]);
    expect(['1', '1.', '1.0', '1.05', '10.01', '.5', ' 2 '].map(parseWeight)).toEqual([1, 1, 1, 1.05, 10.01, 0.5, 2]);
  });

  it('gives nothing for empty, negative or non-decimal text', () => {
    expect(['', ' ', '-3', '-0.5', 'abc', '1e3', '0x10', 'Infinity', '1.2.3', '.'].map(parseWeight)).toEqual(
      Array.from({ length: 10 }, () => null),
    );
  });
});
