import { describe, expect, it } from 'vitest';
import { sampleCombinations, sampleIndices } from './sample.ts';
import { planGeneration } from './plan.ts';

/** A seeded generator, so a failure can be reproduced. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

describe('sampling without repeats', () => {
  it('picks exactly k distinct indices in range, ascending', () => {
    for (const [n, k] of [
      [125, 100],
      [10, 10],
      [1_000_000, 10_000],
      [5, 0],
    ] as const) {
      const picked = sampleIndices(n, k, seeded(n + k));
      expect(picked).toHaveLength(k);
      expect(new Set(picked).size).toBe(k);
      expect(picked.every((i) => Number.isInteger(i) && i >= 0 && i < n)).toBe(true);
      expect(picked).toEqual([...picked].sort((a, b) => a - b));
    }
  });

  it('refuses more than there are', () => {
    expect(() => sampleIndices(3, 4)).toThrow(RangeError);
  });

  it('reaches every index over many draws (not biased to a corner)', () => {
    const seen = new Set<number>();
    const random = seeded(7);
    for (let i = 0; i < 200; i++) sampleIndices(20, 3, random).forEach((x) => seen.add(x));
    expect(seen.size).toBe(20);
  });

  it('samples distinct combinations past the safe-integer range', () => {
    const radices = Array.from({ length: 20 }, () => 100);
    const picked = sampleCombinations(radices, 500, seeded(3));
    expect(new Set(picked.map((d) => d.join())).size).toBe(500);
    expect(picked.every((d) => d.length === 20 && d.every((x) => x >= 0 && x < 100))).toBe(true);
  });
});

describe('planGeneration', () => {
  it('makes every combination in order when credits suffice', () => {
    const plan = planGeneration([2, 2], 100, 10_000);
    expect(plan).toMatchObject({ possible: 4, count: 4, limited: false });
    expect([...plan.combinations]).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
    ]);
  });

  it('takes a random subset of exactly `credits` distinct combinations when credits are fewer', () => {
    const plan = planGeneration([5, 5, 5], 100, 10_000, seeded(1));
    expect(plan).toMatchObject({ possible: 125, count: 100, limited: true });
    const all = [...plan.combinations];
    expect(all).toHaveLength(100);
    expect(new Set(all.map((d) => d.join())).size).toBe(100);
  });

  it('never exceeds the ceiling, whatever the credits', () => {
    const plan = planGeneration([10, 10, 10, 10, 10], 1_000_000, 10_000, seeded(2));
    expect(plan).toMatchObject({ possible: 100_000, count: 10_000, limited: true });
  });
});
