import { describe, expect, it } from 'vitest';
import { combinationCount, digitsOf, enumerateAll } from './enumerate.ts';

describe('enumerateAll', () => {
  it('counts in layer order with the last layer fastest', () => {
    expect([...enumerateAll([2, 3])]).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 0],
      [1, 1],
      [1, 2],
    ]);
  });

  it('yields every combination once and agrees with digitsOf', () => {
    const radices = [3, 1, 4, 2];
    const all = [...enumerateAll(radices)];
    expect(all).toHaveLength(combinationCount(radices));
    expect(new Set(all.map((d) => d.join())).size).toBe(24);
    all.forEach((digits, index) => expect(digitsOf(index, radices)).toEqual(digits));
  });

  it('is lazy and stops at the limit', () => {
    const huge = Array.from({ length: 30 }, () => 10);
    expect(combinationCount(huge)).toBe(Infinity);
    const first = [...enumerateAll(huge, 3)];
    expect(first).toHaveLength(3);
    expect(first[2]!.at(-1)).toBe(2);
  });

  it('has nothing to enumerate when a layer is empty or there are no layers', () => {
    expect(combinationCount([])).toBe(0);
    expect(combinationCount([3, 0])).toBe(0);
    expect([...enumerateAll([3, 0])]).toEqual([]);
  });
});
