import { describe, expect, it } from 'vitest';
import { NO_QUERY, queryTokens, traitValues } from './token-query';
import type { TokenRow } from './token-rows';

const row = (n: number, background: string, hat: string, rank?: number): TokenRow => ({
  n,
  name: `Apes #${n}`,
  traits: [background, hat],
  score: rank === undefined ? undefined : 100 - rank,
  rank,
});
const rows = [row(1, 'Red', 'Cap', 3), row(2, 'Blue', '', 1), row(3, 'Red', 'Crown', 2), row(4, 'Green', 'Cap'), row(10, 'Red', 'Cap', 4)];
const numbers = (shown: TokenRow[]) => shown.map((r) => r.n);

describe('queryTokens', () => {
  it('keeps the token order without a query', () => {
    expect(numbers(queryTokens(rows, NO_QUERY))).toEqual([1, 2, 3, 4, 10]);
    expect(numbers(queryTokens(rows, { ...NO_QUERY, descending: true }))).toEqual([10, 4, 3, 2, 1]);
  });

  it('sorts by rank, rarest first, with unranked tokens last; descending reverses', () => {
    expect(numbers(queryTokens(rows, { ...NO_QUERY, sort: 'rank' }))).toEqual([2, 3, 1, 10, 4]);
    expect(numbers(queryTokens(rows, { ...NO_QUERY, sort: 'rank', descending: true }))).toEqual([4, 10, 1, 3, 2]);
  });

  it('sorts a trait column by value, ties by number, and names naturally (#2 before #10)', () => {
    expect(numbers(queryTokens(rows, { ...NO_QUERY, sort: 'trait:0' }))).toEqual([2, 4, 1, 3, 10]);
    expect(numbers(queryTokens([rows[4]!, rows[1]!], { ...NO_QUERY, sort: 'name' }))).toEqual([2, 10]);
  });

  it('filters by trait values and searches the name and number, together', () => {
    const red = new Map([[0, new Set(['Red'])]]);
    expect(numbers(queryTokens(rows, { ...NO_QUERY, filters: red }))).toEqual([1, 3, 10]);
    expect(numbers(queryTokens(rows, { ...NO_QUERY, filters: red, search: '#1' }))).toEqual([1, 10]);
    expect(numbers(queryTokens(rows, { ...NO_QUERY, search: 'apes #3' }))).toEqual([3]);
    expect(numbers(queryTokens(rows, { ...NO_QUERY, filters: new Map([[1, new Set([''])]]) }))).toEqual([2]);
    expect(queryTokens(rows, { ...NO_QUERY, search: 'nothing' })).toEqual([]);
  });

  it('does not reorder the rows it was given', () => {
    const given = [...rows];
    queryTokens(given, { ...NO_QUERY, sort: 'rank' });
    expect(numbers(given)).toEqual([1, 2, 3, 4, 10]);
  });
});

describe('traitValues', () => {
  it('counts each value of a column, most common first', () => {
    expect(traitValues(rows, 0)).toEqual([
      { value: 'Red', count: 3 },
      { value: 'Blue', count: 1 },
      { value: 'Green', count: 1 },
    ]);
  });
});
