import { describe, expect, it } from 'vitest';
import { estimateBudget, FIRST_RATES, measuredRates } from './animation-budget';

const SHAPE = { frames: 24, width: 512, height: 512, files: ['gif', 'mp4'] as const };

describe('the animated budget', () => {
  it('before any run, gives the benchmark tokens their own sizes back', () => {
    const budget = estimateBudget({ ...SHAPE, tokens: 1_000 }, FIRST_RATES);
    // bench/out/animated.json: PNG 140 kB, GIF 619 kB, MP4 41 kB per token.
    expect(budget.perToken.png).toBeCloseTo(140_000, -4);
    expect(budget.perToken.gif).toBeCloseTo(619_000, -4);
    expect(budget.perToken.mp4).toBeCloseTo(41_000, -3);
    expect(budget.perToken.webm).toBeUndefined();
    expect(budget.totalBytes).toBe(1_000 * (budget.perToken.png! + budget.perToken.gif! + budget.perToken.mp4!));
    expect(budget.seconds).toBeCloseTo((1_000 * 24 * 512 * 512 * 0.11) / 1e6, 6);
  });

  it('grows with the frames for the animation files and not for the still', () => {
    const short = estimateBudget({ ...SHAPE, tokens: 10, frames: 12 }, FIRST_RATES);
    const long = estimateBudget({ ...SHAPE, tokens: 10, frames: 24 }, FIRST_RATES);
    expect(long.perToken.png).toBe(short.perToken.png);
    expect(Math.abs(long.perToken.gif! - 2 * short.perToken.gif!)).toBeLessThanOrEqual(1);
    expect(long.seconds).toBeCloseTo(2 * short.seconds, 9);
  });

  it('takes a run’s measure: the next estimate of that run is what it stored and took', () => {
    const measured = measuredRates(SHAPE, FIRST_RATES, {
      time: { tokens: 40, seconds: 30 },
      stored: { tokens: 50, bytes: { png: 50 * 200_000, gif: 50 * 900_000 } },
    });
    expect(measured.measured).toBe(true);
    const next = estimateBudget({ ...SHAPE, tokens: 50 }, measured);
    expect(next.perToken.png).toBe(200_000);
    expect(next.perToken.gif).toBe(900_000);
    // Not stored by that run: the rate it had.
    expect(next.perToken.mp4).toBe(estimateBudget({ ...SHAPE, tokens: 50 }, FIRST_RATES).perToken.mp4);
    expect(next.seconds).toBeCloseTo((30 / 40) * 50, 6);
  });

  it('refines the time alone from a run’s first tokens, keeping the bytes', () => {
    const early = measuredRates(SHAPE, FIRST_RATES, { time: { tokens: 8, seconds: 4 } });
    expect(early.bytesPerPixel).toEqual(FIRST_RATES.bytesPerPixel);
    expect(estimateBudget({ ...SHAPE, tokens: 800 }, early).seconds).toBeCloseTo(400, 6);
  });
});
