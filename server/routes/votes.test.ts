import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, type TestApp } from '../test/test-app.ts';
import { proposalsResponseSchema } from '../contract/votes.ts';

const ADMIN = 'stars1rs5kg6zzdcgzm8hxgg3m8ez86w87rr5l32k5l3';
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  t.deps.config.adminAddresses.push(ADMIN);
  admin = await t.signIn(ADMIN);
});
afterAll(() => t.close());

const inHours = (h: number) => new Date(t.clock.now().getTime() + h * 3_600_000).toISOString();
const propose = (headers: Record<string, string>, body: Record<string, unknown>) =>
  t.app.request('/api/create-proposal.php', jsonRequest(body, headers));
const vote = (headers: Record<string, string>, proposalId: number, choice: string) =>
  t.app.request('/api/vote.php', jsonRequest({ proposalId, choice }, headers));
const proposals = async (headers: Record<string, string> = {}) =>
  // Parsed with the contract the SPA parses with: the answer must match it on every database.
  proposalsResponseSchema.parse(await (await t.app.request('/api/proposals.php', { headers })).json());

async function newProposal(title: string, hours = 24) {
  const res = await propose(admin, { title, description: 'Should we?', closesAt: inHours(hours) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

describe('proposals', () => {
  it('are created by admins only', async () => {
    const member = await t.signIn('stars1member');
    const refused = await propose(member, { title: 'Mine', closesAt: inHours(1) });
    expect(refused.status).toBe(403);
    expect((await proposals(member)).canCreate).toBe(false);
    expect((await proposals(admin)).canCreate).toBe(true);
    await newProposal('Add Solana collections');
    expect((await proposals()).proposals.map((p) => p.title)).toEqual(['Add Solana collections']);
    expect(await t.db.query('SELECT title FROM proposals WHERE created_by = $1', ['stars1member'])).toEqual([]);
  });

  it('need a closing time in the future', async () => {
    expect((await propose(admin, { title: 'Past', closesAt: inHours(-1) })).status).toBe(400);
    expect((await propose(admin, { title: 'Bad date', closesAt: 'tomorrow' })).status).toBe(400);
    expect(await t.db.query("SELECT * FROM proposals WHERE title IN ('Past', 'Bad date')")).toEqual([]);
  });
});

describe('voting', () => {
  it('counts one vote per address per proposal and shows live totals', async () => {
    const id = await newProposal('New logo');
    const alice = await t.signIn('stars1alice');
    const bob = await t.signIn('stars1bob');
    expect((await vote(alice, id, 'yes')).status).toBe(200);
    const again = await vote(alice, id, 'no');
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe('You have already voted on this proposal');
    const [raced] = await Promise.all([vote(bob, id, 'abstain'), vote(bob, id, 'no')]).then((r) => [r.map((x) => x.status).sort()]);
    expect(raced).toEqual([200, 409]);

    const seen = (await proposals(alice)).proposals.find((p) => p.id === id)!;
    expect(seen.totals.yes + seen.totals.no + seen.totals.abstain).toBe(2);
    expect(seen.totals.yes).toBe(1);
    expect(seen.myVote).toBe('yes');
    expect((await proposals()).proposals.find((p) => p.id === id)!.myVote).toBeNull();
    expect(await t.db.query('SELECT choice FROM votes WHERE proposal_id = $1 AND voter = $2', [id, 'stars1alice'])).toEqual([
      { choice: 'yes' },
    ]);
  });

  it('refuses votes after the closing time', async () => {
    const id = await newProposal('Short poll', 1);
    const carol = await t.signIn('stars1carol');
    t.clock.advance(3_600_000);
    const res = await vote(carol, id, 'yes');
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe('Voting on this proposal has closed');
    expect((await proposals()).proposals.find((p) => p.id === id)!.closed).toBe(true);
    expect(await t.db.query('SELECT * FROM votes WHERE proposal_id = $1', [id])).toEqual([]);
  });

  it('refuses unknown proposals, bad choices and visitors', async () => {
    const id = await newProposal('Another');
    const dave = await t.signIn('stars1dave');
    expect((await vote(dave, 999999, 'yes')).status).toBe(404);
    expect((await vote(dave, id, 'maybe')).status).toBe(400);
    expect((await vote(t.anonymous(), id, 'yes')).status).toBe(401);
    expect(await t.db.query('SELECT * FROM votes WHERE proposal_id = $1', [id])).toEqual([]);
  });
});
