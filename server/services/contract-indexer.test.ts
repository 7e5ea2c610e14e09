// Holdings both ways on the fake chain: the indexer and the contracts' own smart queries agree, for
// Stargaze's and the Hub's profiles, and a failing indexer falls back to the contracts within its deadline.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toBech32 } from '@cosmjs/encoding';
import { randomBytes } from 'node:crypto';
import { startFakeIndexer, type FakeIndexer } from '../../e2e/fixtures/fake-indexer.ts';
import { partnersOn } from '../contract/partners.ts';
import { resolveChain } from '../chain-config.ts';
import { graphqlIndexer } from './graphql-indexer.ts';
import { contractIndexer, CW721_PAGE, withFallback } from './contract-indexer.ts';
import { cachedIndexer } from './indexer-cache.ts';
import { systemClock } from '../deps.ts';

const HUB_CONTRACTS = { batKids: 'cosmos1hubbatkids', lazySloth: 'cosmos1hublazysloth' };
// The profiles as the server resolves them (no overrides), from the repository's own shared/chains.
const STARGAZE = partnersOn(resolveChain({ chain: 'stargaze' }));
const HUB = partnersOn({ ...resolveChain({ chain: 'cosmoshub' }), partnerContracts: HUB_CONTRACTS });
const PROFILES = [
  { name: 'stargaze', prefix: 'stars', partners: STARGAZE },
  { name: 'cosmoshub', prefix: 'cosmos', partners: HUB },
];

let fake: FakeIndexer;
const log = () => undefined;
beforeAll(async () => {
  fake = await startFakeIndexer({ partners: [...STARGAZE, ...HUB] });
});
afterAll(() => fake.close());
afterEach(() => fake.reset());

describe.each(PROFILES)('holdings on $name', ({ prefix, partners }) => {
  const owner = toBech32(prefix, randomBytes(20));
  const direct = (timeoutMs = 2_000) => contractIndexer({ rest: fake.rest, prefix, timeoutMs });
  const indexed = (timeoutMs = 2_000) => graphqlIndexer({ url: fake.url, prefix, timeoutMs, log });

  it('from the indexer and from the contracts agree, over several cw721 pages', async () => {
    fake.setHoldings(owner, { batKids: 2 * CW721_PAGE + 7, lazySloth: 1 });
    for (const p of partners) {
      const expected = p.key === 'batKids' ? 2 * CW721_PAGE + 7 : p.key === 'lazySloth' ? 1 : 0;
      expect(await direct().countTokens(owner, p.contract)).toBe(expected);
      expect(await indexed().countTokens(owner, p.contract)).toBe(expected);
    }
  });

  it('counts nothing for an address of another prefix, without asking', async () => {
    const before = fake.requestCount();
    expect(await direct().countTokens(toBech32('osmo', randomBytes(20)), partners[0]!.contract)).toBe(0);
    expect(fake.requestCount()).toBe(before);
  });

  it('falls back to the contracts within the timeout when the indexer hangs or is down', async () => {
    fake.setHoldings(owner, { batKids: 3 });
    const holdings = cachedIndexer(withFallback(indexed(300), direct(300), log), { ttlMs: 0, clock: systemClock, log });
    fake.behaviour.delayMs = 5_000;
    const started = Date.now();
    expect(await holdings.countTokens(owner, partners[0]!.contract)).toBe(3);
    // The indexer's 300 ms, then the direct queries; far from the indexer's 5 s.
    expect(Date.now() - started).toBeLessThan(1_500);
    fake.behaviour.delayMs = 0;
    fake.behaviour.indexerDown = true;
    expect(await holdings.countTokens(owner, partners[0]!.contract)).toBe(3);
  });

  it('fails (the caller counts the holdings unknown) when the chain itself fails for the owner', async () => {
    fake.setHoldings(owner, { batKids: 3 });
    fake.setFailing(owner, true);
    await expect(withFallback(indexed(), direct(), log).countTokens(owner, partners[0]!.contract)).rejects.toThrow(/503/);
  });
});
