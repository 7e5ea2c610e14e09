import { describe, expect, it } from 'vitest';
import { testClock } from '../test/test-app.ts';
import { cachedIndexer } from './indexer-cache.ts';
import type { TokenIndexer } from './indexer.ts';

function counting(answers: Array<number | Error>) {
  let calls = 0;
  const inner: TokenIndexer = {
    countTokens: async () => {
      const answer = answers[Math.min(calls++, answers.length - 1)]!;
      if (answer instanceof Error) throw answer;
      return answer;
    },
    floorPrice: async () => 7,
    tokens: async () => ({ tokens: [], count: 0, hasMore: false, floorPrice: 7 }),
  };
  return { inner, calls: () => calls };
}

describe('indexer cache', () => {
  it('reuses an answer for the TTL and shares concurrent requests', async () => {
    const clock = testClock();
    const { inner, calls } = counting([3, 4]);
    const indexer = cachedIndexer(inner, { ttlMs: 1_000, clock, log: () => undefined });
    expect(await Promise.all([indexer.countTokens('a', 'c'), indexer.countTokens('a', 'c')])).toEqual([3, 3]);
    expect(calls()).toBe(1);
    clock.advance(1_000);
    expect(await indexer.countTokens('a', 'c')).toBe(4);
  });

  it('falls back to the last good answer when the indexer fails, and logs it', async () => {
    const clock = testClock();
    const logs: unknown[] = [];
    const { inner } = counting([5, new Error('down')]);
    const indexer = cachedIndexer(inner, { ttlMs: 0, clock, log: (l) => void logs.push(l) });
    expect(await indexer.countTokens('a', 'c')).toBe(5);
    expect(await indexer.countTokens('a', 'c')).toBe(5);
    expect(logs).toHaveLength(1);
    await expect(indexer.countTokens('b', 'c')).rejects.toThrow('down');
  });
});
