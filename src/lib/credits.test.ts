// The credits layer against a real HTTP server answering GET /api/fetch.php: what each screen's select
// reads, the free fallback when signed out or when the answer is missing or malformed, and one cache
// entry per address.
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreditsResponse } from '@contract/credits';
import { PARTNER_KEYS } from '@contract/partners';
import { startApiServer } from './api-server.test-helpers';

const answerFor = (credits: number): CreditsResponse => ({
  credits,
  partnerCredits: credits + 100,
  ownedCollections: 2,
  holdings: Object.fromEntries(PARTNER_KEYS.map((key, i) => [key, i])) as CreditsResponse['holdings'],
  holdingsChecked: true,
  partnersConfigured: true,
  lent: 100,
  received: 0,
  lendable: credits,
  allowances: { files: credits + 100, collections: 4, renamer: credits + 100, combiner: credits + 100, lendable: credits },
});

let api: Awaited<ReturnType<typeof startApiServer>>;
let credits: typeof import('./credits');

beforeAll(async () => {
  api = await startApiServer();
  credits = await import('./credits');
});
afterAll(() => api.close());
beforeEach(() => {
  api.calls.length = 0;
  api.answer(200, answerFor(2800));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the credits layer', () => {
  it('asks nothing while signed out and shows the free allowances', async () => {
    const view = await credits.fetchCredits(null);
    expect(api.asked()).toEqual([]);
    expect(credits.selectFileAllowance(view)).toEqual({ limit: 100, lookupFailed: false });
    expect(credits.selectRenamerLimit(view)).toEqual({ limit: 100, lookupFailed: false });
  });

  it("gives every screen the server's figures from one answer", async () => {
    const view = await credits.fetchCredits('stars1owner');
    expect(api.asked()).toEqual(['GET /api/fetch.php']);
    expect(credits.selectDashboard(view)).toMatchObject({ collections: 4, total: 2900, holdingsChecked: true });
    expect(credits.selectFileAllowance(view)).toEqual({ limit: 2900, lookupFailed: false });
    expect(credits.selectRenamerLimit(view).limit).toBe(2900);
    expect(credits.selectCombinerLimit(view)).toBe(2900);
    expect(credits.selectCollectionLimit(view)).toBe(4);
    expect(credits.selectBorrowSummary(view)).toEqual({ total: 2900, borrowed: 100, available: 2800, received: 0 });
  });

  it('falls back to the free allowances, flagged, when the server fails', async () => {
    api.answer(500, { error: 'Server error' });
    const view = await credits.fetchCredits('stars1owner');
    expect(view).toMatchObject({ lookupFailed: true, holdingsChecked: false, allowances: { files: 100, renamer: 100, combiner: 100 } });
  });

  it('refuses an answer that does not match the contract instead of showing wrong figures', async () => {
    api.answer(200, { ...answerFor(2800), allowances: { files: '2900' } });
    const view = await credits.fetchCredits('stars1owner');
    expect(view.lookupFailed).toBe(true);
    expect(credits.selectFileAllowance(view).limit).toBe(100);
  });

  it('keeps one cache entry per address, so one user never sees another one’s figures', async () => {
    const client = new QueryClient();
    await credits.loadCredits(client, 'stars1first');
    api.answer(200, answerFor(0));
    const second = await credits.loadCredits(client, 'stars1second');
    expect(second.allowances.files).toBe(100);
    expect(client.getQueryData<import('./credits').Credits>(credits.creditsKeys.of('stars1first'))?.allowances.files).toBe(2900);
    expect(api.asked()).toHaveLength(2);
  });
});
