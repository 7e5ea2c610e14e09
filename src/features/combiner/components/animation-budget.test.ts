import { describe, expect, it } from 'vitest';
import { minutesText, sizeText } from './animation-budget';

describe('budget texts', () => {
  it('writes sizes in decimal units, one decimal below 10', () => {
    expect(sizeText(950)).toBe('950 bytes');
    expect(sizeText(2_500_000)).toBe('2.5 MB');
    expect(sizeText(41_000)).toBe('41 kB');
    expect(sizeText(619_000)).toBe('619 kB');
    expect(sizeText(1_400_000_000)).toBe('1.4 GB');
  });

  it('writes minutes', () => {
    expect(minutesText(20)).toBe('under a minute');
    expect(minutesText(80)).toBe('about 1 minute');
    expect(minutesText(560)).toBe('about 9 minutes');
  });
});
