// Findings of a black-box probe, each failing before its fix: one MetaMask key under several spellings
// was several users (votes, application caps, data split); the wallet challenge had no rate limit; its
// "Domain:" line came from the Host header; and production cookies and headers depended on remembering
// COOKIE_SECURE. Each refusal: status, JSON error, nothing else changed.
import { describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, type TestApp } from '../test/test-app.ts';
import { evmSigner, type TestSigner } from '../auth/proof-signers.test-helpers.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { challengeResponseSchema } from '../contract/auth.ts';
import { APPLICATIONS_PER_OWNER } from '../contract/limits.ts';
import { expectRefused, formOf, post, useWorld } from './attack-world.ts';

const world = useWorld();

const spellings = (address: string) => [address, address.toLowerCase(), `0x${address.slice(2).toUpperCase()}`];

async function signInAs(t: TestApp, signer: TestSigner, spelling: string) {
  const anonymous = t.anonymous();
  const c = challengeResponseSchema.parse(
    await (await t.app.request('/api/auth/challenge', jsonRequest({ address: spelling, wallet: 'metamask' }, anonymous))).json(),
  );
  const res = await t.app.request(
    '/api/auth/verify',
    jsonRequest({ address: spelling, wallet: 'metamask', nonce: c.nonce, ...(await signer.sign(c.message)) }, anonymous),
  );
  expect(res.status).toBe(200);
  const session = res.headers
    .getSetCookie()
    .find((h) => h.startsWith(`${SESSION_COOKIE}=`))!
    .split(';')[0]!;
  const xsrf = res.headers
    .getSetCookie()
    .find((h) => h.startsWith('XSRF-TOKEN='))!
    .split(';')[0]!;
  return {
    address: ((await res.json()) as { address: string }).address,
    headers: { cookie: `${session}; ${xsrf}`, 'x-xsrf-token': xsrf.split('=')[1]! },
  };
}

describe('one EVM key is one user, whatever its spelling', () => {
  it('three spellings sign in as one lowercase address: one vote, one application cap', async () => {
    const w = world();
    const signer = evmSigner();
    const sessions = [];
    for (const spelling of spellings(signer.address)) sessions.push(await signInAs(w.t, signer, spelling));
    expect(new Set(sessions.map((s) => s.address))).toEqual(new Set([signer.address.toLowerCase()]));

    w.t.clock.advance(1000);
    const [proposal] = await w.t.db.query<{ id: string }>(
      "INSERT INTO proposals (title, created_by, closes_at, created_at) VALUES ('P', 'admin', $1, $2) RETURNING id",
      [new Date(w.t.clock.now().getTime() + 86_400_000), w.t.clock.now()],
    );
    const votes = await Promise.all(
      sessions.map((s) => post(w, 'vote.php', { proposalId: Number(proposal!.id), choice: 'yes' }, s.headers)),
    );
    expect(votes.map((r) => r.status).filter((s) => s === 200).length).toBeLessThanOrEqual(3);
    expect(await w.t.db.query('SELECT voter FROM votes WHERE proposal_id = $1', [proposal!.id])).toEqual([
      { voter: signer.address.toLowerCase() },
    ]);

    for (let i = 0; i < APPLICATIONS_PER_OWNER; i++) {
      const s = sessions[i % sessions.length]!;
      expect(
        (
          await w.t.app.request('/api/submit_application.php', {
            method: 'POST',
            headers: s.headers,
            body: formOf({ name: `A${i}`, twitter: 'x' }),
          })
        ).status,
      ).toBe(200);
    }
    for (const s of sessions) {
      await expectRefused(
        w,
        () =>
          w.t.app.request('/api/submit_application.php', {
            method: 'POST',
            headers: s.headers,
            body: formOf({ name: 'More', twitter: 'x' }),
          }),
        409,
      );
    }
  });

  it('the migration folds rows of every spelling into the lowercase one without losing any', async () => {
    const t = await createTestApp();
    try {
      const upper = `0x${'AbCdEf0123'.repeat(4)}`;
      const lower = upper.toLowerCase();
      for (const owner of [upper, lower]) {
        await t.db.query("INSERT INTO collections (owner, name, description, created_at) VALUES ($1, 'c', '', now())", [owner]);
        await t.db.query(
          "INSERT INTO tickets (owner, title, description, priority, status, created_at, updated_at) VALUES ($1, 't', 'd', 'low', 'open', now(), now())",
          [owner],
        );
      }
      const [p] = await t.db.query<{ id: string }>(
        "INSERT INTO proposals (title, created_by, closes_at, created_at) VALUES ('P', $1, now() + interval '1 day', now()) RETURNING id",
        [upper],
      );
      await t.db.query(
        "INSERT INTO votes (proposal_id, voter, choice, created_at) VALUES ($1, $2, 'yes', now() - interval '1 hour'), ($1, $3, 'no', now())",
        [p!.id, upper, lower],
      );
      const { readFile } = await import('node:fs/promises');
      const sql = await readFile(new URL('../db/migrations/002_canonical_evm_addresses.sql', import.meta.url), 'utf8');
      for (const statement of sql
        .replace(/--.*$/gm, '')
        .split(/;\s*$/m)
        .map((s) => s.trim())
        .filter((s) => s && !s.startsWith('CREATE INDEX')))
        await t.db.query(statement);
      expect(await t.db.query('SELECT owner FROM collections ORDER BY id')).toEqual([{ owner: lower }, { owner: lower }]);
      expect(await t.db.query('SELECT owner FROM tickets ORDER BY id')).toEqual([{ owner: lower }, { owner: lower }]);
      expect(await t.db.query('SELECT voter, choice FROM votes')).toEqual([{ voter: lower, choice: 'yes' }]);
      expect(await t.db.query('SELECT created_by FROM proposals')).toEqual([{ created_by: lower }]);
    } finally {
      await t.close();
    }
  });
});

describe('the wallet challenge', () => {
  it('is limited per address and per client (429, no challenge stored past the limit)', async () => {
    const t = await createTestApp();
    t.deps.config.challengeLimits = { perAddressPerMinute: 3, perClientPerMinute: 8 };
    try {
      const signer = evmSigner();
      const ask = (address: string) => t.app.request('/api/auth/challenge', jsonRequest({ address, wallet: 'metamask' }, t.anonymous()));
      const burst = await Promise.all(Array.from({ length: 9 }, (_, i) => ask(spellings(signer.address)[i % 3]!)));
      expect(burst.filter((r) => r.status === 200)).toHaveLength(3);
      const refused = burst.find((r) => r.status === 429)!;
      expect(await refused.json()).toMatchObject({
        success: false,
        error: expect.stringMatching(/^Too many sign-in attempts, please try again in \d+ (seconds?|minutes?)\.$/),
      });
      expect(await t.db.query('SELECT count(*)::int AS n FROM auth_challenges')).toEqual([{ n: 3 }]);
      const others = await Promise.all(Array.from({ length: 8 }, () => ask(evmSigner().address)));
      expect(others.filter((r) => r.status === 200)).toHaveLength(5);
      t.clock.advance(61_000);
      expect((await ask(signer.address)).status).toBe(200);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('counts clients behind trusted proxies by the address the proxy saw, and believes no X-Forwarded-For otherwise', async () => {
    const t = await createTestApp();
    t.deps.config.challengeLimits = { perAddressPerMinute: 100, perClientPerMinute: 2 };
    try {
      const ask = (forwardedFor: string) =>
        t.app.request(
          '/api/auth/challenge',
          jsonRequest({ address: evmSigner().address, wallet: 'metamask' }, { ...t.anonymous(), 'x-forwarded-for': forwardedFor }),
        );
      const statuses = async (list: string[]) => {
        const out: number[] = [];
        for (const forwardedFor of list) out.push((await ask(forwardedFor)).status);
        return out;
      };
      // No trusted proxy: every request comes from the same connection address, whatever it claims.
      expect(await statuses(['10.0.0.1', '10.0.0.2', '10.0.0.3'])).toEqual([200, 200, 429]);
      t.clock.advance(61_000);
      // One trusted proxy: its entry (the last) names the client; what the client wrote before it does not count.
      t.deps.config.trustedProxyHops = 1;
      expect(await statuses(['1.1.1.1, 203.0.113.7', '2.2.2.2, 203.0.113.7', '203.0.113.7'])).toEqual([200, 200, 429]);
      expect(await statuses(['198.51.100.9', '198.51.100.9', '198.51.100.9'])).toEqual([200, 200, 429]);
      expect(await t.db.query('SELECT count(*)::int AS n FROM auth_challenges')).toEqual([{ n: 6 }]);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('names the configured domain, never the Host header', async () => {
    const t = await createTestApp();
    t.deps.config.publicOrigin = 'https://traitforge.example';
    try {
      const res = await t.app.request(
        '/api/auth/challenge',
        jsonRequest({ address: evmSigner().address, wallet: 'metamask' }, { ...t.anonymous(), host: 'evil.example' }),
      );
      const { message } = challengeResponseSchema.parse(await res.json());
      expect(message).toContain('Domain: traitforge.example\n');
      expect(message).not.toContain('evil');
    } finally {
      await t.close();
    }
  });

  it('has an index on its expiry column', async () => {
    const w = world();
    const rows = await w.t.db.query<{ indexdef: string }>("SELECT indexdef FROM pg_indexes WHERE tablename = 'auth_challenges'");
    expect(rows.map((r) => r.indexdef).join('\n')).toMatch(/\(expires_at\)/);
  });
});
