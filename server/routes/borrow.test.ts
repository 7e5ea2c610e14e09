import { canonicalAddress } from '../auth/canonical-address.ts';
import { displayAddress } from '../../shared/chains/account.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBech32 } from '@cosmjs/encoding';
import { createTestApp, jsonRequest, type TestApp } from '../test/test-app.ts';
import { DEFAULT_PARTNERS } from '../contract/partners.ts';
import { creditSummary } from '../services/credits.ts';
import { borrowListResponseSchema } from '../contract/borrow.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seed = 1;
const starsAddress = () => toBech32('stars', new Uint8Array(20).fill(seed++));
const batKids = DEFAULT_PARTNERS.find((p) => p.key === 'batKids')!.contract;

/** A signed-in lender holding `tokens` Bat Kids (1000 credits each). */
async function lender(tokens = 1) {
  const address = starsAddress();
  t.holdings.set(`${address}|${batKids}`, tokens);
  return { address, headers: await t.signIn(address) };
}

const lend = (headers: Record<string, string>, body: unknown) => t.app.request('/api/add_borrow.php', jsonRequest(body, headers));
/** The lender's rows, recipients shown as on Stargaze (rows hold the account form). */
const loansOf = async (address: string) =>
  (
    await t.db.query<{ recipient: string; credits: number }>('SELECT recipient, credits FROM borrows WHERE lender = $1', [
      canonicalAddress(address),
    ])
  ).map((r) => ({ ...r, recipient: displayAddress(r.recipient, 'stars') }));

describe('lending credits', () => {
  it('lends, lists and moves the credits from the lender to the recipient', async () => {
    const { address, headers } = await lender(1);
    const recipient = starsAddress();
    const res = await lend(headers, {
      address: recipient,
      credits: 300,
      walletAdd: 'stars1lx9ymzjayn85ylsjn8pjmczw8cftuapt7vp2qm',
      totalCount: 99999,
      totalBorrowed: 0,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, message: 'Credits lent successfully' });

    const list = await t.app.request('/api/select_borrow.php?walletAdd=stars1ignored', { headers });
    expect(borrowListResponseSchema.parse(await list.json())).toMatchObject({
      success: true,
      records: [{ address: recipient, credits: 300 }],
      summary: { total: 1000, borrowed: 300, available: 700, received: 0 },
    });
    expect(await creditSummary(t.deps, canonicalAddress(address))).toMatchObject({ credits: 700, lendable: 700 });
    expect(await creditSummary(t.deps, canonicalAddress(recipient))).toMatchObject({ credits: 300, received: 300, lendable: 0 });
    const lenderCredits = await t.app.request('/api/fetch.php', { headers });
    expect(await lenderCredits.json()).toMatchObject({ credits: 700, lent: 300, lendable: 700 });
    const recipientCredits = await t.app.request('/api/fetch.php', { headers: await t.signIn(recipient) });
    expect(await recipientCredits.json()).toMatchObject({ credits: 300, received: 300, lendable: 0 });
  });

  it.each([
    [
      'to a malformed address',
      { address: 'stars1short', credits: 1 },
      400,
      'Invalid recipient address format. Must start with "stars" followed by 39 characters.',
    ],
    ['zero credits', { credits: 0 }, 400, 'Credits must be a whole number'],
    ['negative credits', { credits: -5 }, 400, 'Credits must be a whole number'],
    ['fractional credits', { credits: 1.5 }, 400, 'Credits must be a whole number'],
    ['a huge amount', { credits: 1e15 }, 400, 'Credits must be a whole number'],
    ['credits as text', { credits: '10' }, 400, 'Credits must be a whole number'],
    ['more than available', { credits: 1001 }, 409, 'Cannot borrow more than available credits (1000)'],
  ])('refuses lending %s and stores nothing', async (_name, body, status, message) => {
    const { address, headers } = await lender(1);
    const res = await lend(headers, { address: starsAddress(), ...body });
    expect(res.status).toBe(status);
    expect((await res.json()).error).toContain(message);
    expect(await loansOf(address)).toEqual([]);
  });

  it('refuses an address with a bad checksum', async () => {
    const { address, headers } = await lender(1);
    const good = starsAddress();
    const bad = good.slice(0, -1) + (good.endsWith('q') ? 'p' : 'q');
    const res = await lend(headers, { address: bad, credits: 1 });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Invalid recipient address format. Must start with "stars" followed by 39 characters.');
    expect(await loansOf(address)).toEqual([]);
  });

  it('refuses lending to yourself, in any case', async () => {
    const { address, headers } = await lender(1);
    const res = await lend(headers, { address: address.toUpperCase().replace('STARS', 'stars'), credits: 1 });
    expect(res.status).toBe(400);
    const same = await lend(headers, { address, credits: 1 });
    expect(await same.json()).toMatchObject({ error: 'Cannot borrow to your own wallet address' });
    expect(await loansOf(address)).toEqual([]);
  });

  it('lends the full amount only once when two requests race', async () => {
    const { address, headers } = await lender(1);
    const results = await Promise.all([
      lend(headers, { address: starsAddress(), credits: 1000 }),
      lend(headers, { address: starsAddress(), credits: 1000 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await loansOf(address)).toHaveLength(1);
  });

  it('does not let received credits be lent on', async () => {
    const { address: first, headers: firstHeaders } = await lender(1);
    const middle = starsAddress();
    expect((await lend(firstHeaders, { address: middle, credits: 500 })).status).toBe(200);
    const middleHeaders = await t.signIn(middle);
    const res = await lend(middleHeaders, { address: first, credits: 1 });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe('Cannot borrow more than available credits (0)');
  });

  it('needs a session', async () => {
    expect((await t.app.request('/api/select_borrow.php')).status).toBe(401);
    expect((await lend(t.anonymous(), { address: starsAddress(), credits: 1 })).status).toBe(401);
  });
});

describe('deleting a loan', () => {
  it('deletes your own record and returns the credits', async () => {
    const { address, headers } = await lender(1);
    await lend(headers, { address: starsAddress(), credits: 400 });
    const [row] = await t.db.query<{ id: string }>('SELECT id FROM borrows WHERE lender = $1', [canonicalAddress(address)]);
    const res = await t.app.request('/api/delete_borrow.php', jsonRequest({ id: Number(row!.id), walletAdd: 'x' }, headers, 'DELETE'));
    expect(await res.json()).toEqual({ success: true, message: 'Record deleted successfully' });
    expect(await loansOf(address)).toEqual([]);
    expect((await creditSummary(t.deps, canonicalAddress(address))).lendable).toBe(1000);
  });

  it("neither shows nor deletes another user's record", async () => {
    const owner = await lender(1);
    await lend(owner.headers, { address: starsAddress(), credits: 10 });
    const [row] = await t.db.query<{ id: string }>('SELECT id FROM borrows WHERE lender = $1', [canonicalAddress(owner.address)]);
    const intruder = await lender(1);
    const list = await t.app.request('/api/select_borrow.php', { headers: intruder.headers });
    expect((await list.json()).records).toEqual([]);
    const res = await t.app.request('/api/delete_borrow.php', jsonRequest({ id: row!.id }, intruder.headers, 'DELETE'));
    expect(res.status).toBe(404);
    expect(await loansOf(owner.address)).toHaveLength(1);
  });
});
