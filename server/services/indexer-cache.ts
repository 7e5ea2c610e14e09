// Keeps screens fast when the chain indexer is slow or down: answers are reused for `ttlMs`,
// concurrent asks for the same figure share one request, and a failed count falls back to the last
// good answer (or, never having had one, fails so the caller counts 0).
import type { Clock } from '../deps.ts';
import type { TokenIndexer } from './indexer.ts';

interface Entry {
  value: number;
  at: number;
}

export interface IndexerCacheOptions {
  ttlMs: number;
  clock: Clock;
  log: (line: Record<string, unknown>) => void;
}

export function cachedIndexer(inner: TokenIndexer, { ttlMs, clock, log }: IndexerCacheOptions): TokenIndexer {
  const counts = new Map<string, Entry>();
  const floors = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<number>>();

  const fresh = (entry: Entry | undefined) => !!entry && clock.now().getTime() - entry.at < ttlMs;

  function shared(key: string, load: () => Promise<number>): Promise<number> {
    const running = inFlight.get(key);
    if (running) return running;
    const promise = load().finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  return {
    tokens: (owner, collectionAddr, offset) => inner.tokens(owner, collectionAddr, offset),
    async countTokens(owner, collectionAddr) {
      const key = `${owner}|${collectionAddr}`;
      const cached = counts.get(key);
      if (fresh(cached)) return cached!.value;
      return shared(`count|${key}`, async () => {
        try {
          const value = await inner.countTokens(owner, collectionAddr);
          counts.set(key, { value, at: clock.now().getTime() });
          return value;
        } catch (error) {
          log({ level: 'warn', msg: 'indexer holdings failed', owner, collection: collectionAddr, error: String(error) });
          if (cached) return cached.value;
          throw error;
        }
      });
    },
    async floorPrice(collectionAddr) {
      const cached = floors.get(collectionAddr);
      if (fresh(cached)) return cached!.value;
      return shared(`floor|${collectionAddr}`, async () => {
        const value = await inner.floorPrice(collectionAddr);
        floors.set(collectionAddr, { value, at: clock.now().getTime() });
        return value;
      });
    },
  };
}
