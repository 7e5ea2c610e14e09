// The proof endpoints through the real app: only a fresh challenge, signed by the key of the claimed
// address, opens a session; everything else is 400/401, never 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, type TestApp } from '../test/test-app.ts';
import { CHALLENGE_TTL_MS, challengeResponseSchema, type ChallengeResponse } from '../contract/auth.ts';
import { PROOF_MESSAGE } from '../contract/limits.ts';
import { SESSION_COOKIE } from './sessions.ts';
import { SIGNER_FACTORIES, type TestSigner } from './proof-signers.test-helpers.ts';

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.close());

async function challenge(signer: Pick<TestSigner, 'address' | 'wallet'>): Promise<ChallengeResponse> {
  const res = await t.app.request('/api/auth/challenge', jsonRequest({ address: signer.address, wallet: signer.wallet }, t.anonymous()));
  expect(res.status).toBe(200);
  return challengeResponseSchema.parse(await res.json());
}

const verify = (body: Record<string, unknown>) => t.app.request('/api/auth/verify', jsonRequest(body, t.anonymous()));

describe.each(SIGNER_FACTORIES)('%s', (_wallet, make) => {
  it('a signed challenge opens a session for the proved address', async () => {
    const signer = await make();
    const c = await challenge(signer);
    expect(c.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(c.message.startsWith(PROOF_MESSAGE)).toBe(true);
    // The signed text names the address as the wallet shows it; EVM identities are lowercase.
    const identity = signer.wallet === 'metamask' ? signer.address.toLowerCase() : signer.address;
    for (const part of ['Domain: localhost', `Address: ${signer.address}`, `Nonce: ${c.nonce}`, `Expires: ${c.expiresAt}`]) {
      expect(c.message).toContain(part);
    }
    const res = await verify({ address: signer.address, wallet: signer.wallet, nonce: c.nonce, ...(await signer.sign(c.message)) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, address: identity, wallet: signer.wallet });
    const cookie = res.headers.getSetCookie().find((h) => h.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/);
    const me = await t.app.request('/api/session', { headers: { cookie: cookie.split(';')[0]! } });
    expect(await me.json()).toMatchObject({ signedIn: true, address: identity, wallet: signer.wallet });
  });

  it('refuses the bare proof text, a replay, an expired or foreign challenge and a wrong address', async () => {
    const signer = await make();
    const other = await make();
    const body = async (s: TestSigner, c: ChallengeResponse, text = c.message) => ({
      address: s.address,
      wallet: s.wallet,
      nonce: c.nonce,
      ...(await s.sign(text)),
    });

    expect((await verify(await body(signer, await challenge(signer), PROOF_MESSAGE))).status).toBe(401);

    const used = await challenge(signer);
    const proof = await body(signer, used);
    expect((await verify(proof)).status).toBe(200);
    expect((await verify(proof)).status).toBe(401);

    const old = await challenge(signer);
    t.clock.advance(CHALLENGE_TTL_MS + 1);
    expect((await verify(await body(signer, old))).status).toBe(401);

    // Someone else's challenge, signed by me, claimed for me.
    expect((await verify(await body(signer, await challenge(other)))).status).toBe(401);
    // My challenge, signed by someone else.
    const mine = await challenge(signer);
    expect(
      (await verify({ ...(await other.sign(mine.message)), address: signer.address, wallet: signer.wallet, nonce: mine.nonce })).status,
    ).toBe(401);
    const rows = await t.db.query('SELECT 1 FROM sessions WHERE address = $1', [other.address]);
    expect(rows).toHaveLength(0);
  });

  it('answers malformed keys, signatures and addresses with 400 or 401, never 500', async () => {
    const signer = await make();
    const cosmos = signer.wallet === 'keplr' || signer.wallet === 'leap';
    const bad: Record<string, string>[] = [
      { signature: 'not base64 at all!!' },
      { signature: '' },
      { signature: 'A'.repeat(2000) },
      ...(cosmos ? [{ publicKey: '%%%' }, { publicKey: 'AAAA' }, { publicKey: '' }] : []),
      { nonce: '' },
      { nonce: 'ff'.repeat(16) },
      { wallet: 'phantom' },
    ];
    for (const override of bad) {
      const c = await challenge(signer);
      const res = await verify({
        address: signer.address,
        wallet: signer.wallet,
        nonce: c.nonce,
        ...(await signer.sign(c.message)),
        ...override,
      });
      expect([400, 401], JSON.stringify(override)).toContain(res.status);
    }
    for (const address of ['', 'stars1', 'x'.repeat(500), '0xZZ', 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu']) {
      const res = await t.app.request('/api/auth/challenge', jsonRequest({ address, wallet: signer.wallet }, t.anonymous()));
      expect(res.status, address).toBe(400);
    }
  });
});
