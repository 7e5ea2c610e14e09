import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeIndexer, type FakeIndexer } from '../../e2e/fixtures/fake-indexer.ts';
import { DEFAULT_PARTNERS } from '../contract/partners.ts';
import { graphqlIndexer } from './graphql-indexer.ts';

const OWNER = 'stars1duvf6jqsue6qfz0pevrr4l9krnv2rrzn0mjydn';
const BAT_KIDS = DEFAULT_PARTNERS[0]!.contract;

let fake: FakeIndexer;
let logs: Record<string, unknown>[];
const client = (timeoutMs = 2_000) => graphqlIndexer({ url: fake.url, prefix: 'stars', timeoutMs, log: (line) => void logs.push(line) });

beforeAll(async () => {
  fake = await startFakeIndexer();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.reset();
  logs = [];
});
logs = [];

describe('graphql indexer client', () => {
  it('counts every page, not just the first 900', async () => {
    fake.setHoldings(OWNER, { batKids: 1901 });
    const before = fake.requestCount();
    expect(await client().countTokens(OWNER, BAT_KIDS)).toBe(1901);
    expect(fake.requestCount() - before).toBe(3);
  });

  it('pages tokens with hasMore while 900 come back, with the floor price', async () => {
    fake.setHoldings(OWNER, { batKids: 905 });
    const first = await client().tokens(OWNER, BAT_KIDS);
    expect(first).toMatchObject({ count: 900, hasMore: true, floorPrice: 100 });
    expect(first.tokens[0]).toEqual({ tokenId: '1', name: 'Bat Kids #1', collection: { name: 'Bat Kids' }, owner: { address: OWNER } });
    const second = await client().tokens(OWNER, BAT_KIDS, 900);
    expect(second).toMatchObject({ count: 5, hasMore: false });
    expect(second.tokens[4]!.tokenId).toBe('905');
  });

  it('answers an empty list with the floor price for owners that are not stars1', async () => {
    expect(await client().tokens('0xabc', BAT_KIDS)).toEqual({ tokens: [], count: 0, hasMore: false, floorPrice: 100 });
    expect(await client().countTokens('0xabc', BAT_KIDS)).toBe(0);
  });

  it('refuses a missing collection address', async () => {
    await expect(client().tokens(OWNER, '')).rejects.toThrow('Missing collection address');
  });

  it('reports a failing indexer as Failed to fetch tokens', async () => {
    fake.setFailing(OWNER, true);
    await expect(client().tokens(OWNER, BAT_KIDS)).rejects.toThrow(/^Failed to fetch tokens: /);
    await expect(client().countTokens(OWNER, BAT_KIDS)).rejects.toThrow(/^Failed to fetch tokens: /);
  });

  it('gives up after the timeout: floor price 0 and a log line, counts fail fast', async () => {
    fake.behaviour.delayMs = 3_000;
    const started = Date.now();
    expect(await client(200).floorPrice(BAT_KIDS)).toBe(0);
    await expect(client(200).countTokens(OWNER, BAT_KIDS)).rejects.toThrow(/Failed to fetch tokens/);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(logs).toEqual([expect.objectContaining({ msg: 'indexer floor price failed', collection: BAT_KIDS })]);
  });

  it('turns a garbage answer into floor price 0 and a log line', async () => {
    for (const garbage of ['<html>oops</html>', '{"data":{"collection":{"floorPrice":"lots"}}}', '{"data":null}']) {
      fake.behaviour.garbage = garbage;
      logs = [];
      expect(await client().floorPrice(BAT_KIDS)).toBe(0);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({ level: 'warn', msg: 'indexer floor price failed' });
    }
  });

  it('reads the floor price of a known collection and 0 for an unknown one', async () => {
    expect(await client().floorPrice(DEFAULT_PARTNERS[1]!.contract)).toBe(200);
    expect(await client().floorPrice('stars1unknown')).toBe(0);
    expect(logs).toEqual([]);
  });
});
