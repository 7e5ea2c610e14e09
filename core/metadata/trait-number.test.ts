import { describe, expect, it } from 'vitest';
import { parseDate, parseDecimal, parseTraitNumber } from './trait-number.ts';

describe('the number a typed value carries', () => {
  it('reads plain decimals and nothing else', () => {
    expect([parseDecimal('7'), parseDecimal(' 12 '), parseDecimal('-2.5'), parseDecimal('+3'), parseDecimal('.5')]).toEqual([
      7, 12, -2.5, 3, 0.5,
    ]);
    for (const text of ['', 'Seven', '7 kg', '1,000', '1e3', 'NaN', 'Infinity', '0x10']) expect(parseDecimal(text)).toBeNull();
  });

  it('reads a date as unix seconds (UTC), or whole unix seconds as they are', () => {
    expect(parseDate('2024-01-31')).toBe(Date.UTC(2024, 0, 31) / 1000);
    expect(parseDate('2024-01-31T12:30')).toBe(Date.UTC(2024, 0, 31, 12, 30) / 1000);
    expect(parseDate('1546360800')).toBe(1546360800);
    for (const text of ['2024-02-30', '2024-13-01', '31/01/2024', 'Tuesday', '-5']) expect(parseDate(text)).toBeNull();
  });

  it('picks the reading by type', () => {
    expect(parseTraitNumber('number', '7')).toBe(7);
    expect(parseTraitNumber('boost_percentage', '10')).toBe(10);
    expect(parseTraitNumber('date', '1970-01-02')).toBe(86400);
    expect(parseTraitNumber('number', '1970-01-02')).toBeNull();
  });
});
