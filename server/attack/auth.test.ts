// Sign-in and sessions under attack: no session, forged / replayed / expired / foreign proofs, keys that
// do not derive the claimed address, email code guessing, expiry, reuse and resend. Each refusal has its
// status, a JSON error, and leaves every row and file as it was (a burnt challenge or a counted
// attempt is the only change allowed, and only where named).
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { Secp256k1Wallet } from '@cosmjs/amino';
import { adr36SignDoc } from '../auth/adr36.ts';
import { CHAIN_PROFILES } from '../../shared/chains/profiles.ts';
import { jsonRequest } from '../test/test-app.ts';
import {
  CHALLENGE_TTL_MS,
  EMAIL_CODE_MAX_ATTEMPTS,
  EMAIL_CODE_TTL_MS,
  EMAIL_RESEND_INTERVAL_S,
  challengeResponseSchema,
  type ChallengeResponse,
} from '../contract/auth.ts';
import { cosmosSigner, evmSigner, SIGNER_FACTORIES, solanaSigner, type TestSigner } from '../auth/proof-signers.test-helpers.ts';
import { SESSION_COOKIE, XSRF_COOKIE } from '../auth/sessions.ts';
import { attackTable, expectRefused, post, useWorld, type Attack, type World } from './attack-world.ts';
import { send, SESSION_ENDPOINTS } from './endpoints.ts';

const world = useWorld();

describe('no session', () => {
  const visitor = (w: World) => w.t.anonymous();
  const withSession = (w: World, id: string) => {
    const anonymous = w.t.anonymous();
    return { ...anonymous, cookie: `${SESSION_COOKIE}=${id}; ${anonymous.cookie}` };
  };
  const garbage = (w: World) => withSession(w, 'x'.repeat(43));
  const huge = (w: World) => withSession(w, 'x'.repeat(5000));
  attackTable(
    Object.entries(SESSION_ENDPOINTS).flatMap(([name, e]): Attack[] => [
      [`${name} as a visitor`, 401, (w) => send(w, e, visitor(w))],
      [`${name} with an unknown session id`, 401, (w) => send(w, e, garbage(w))],
      [`${name} with an oversized session id`, 401, (w) => send(w, e, huge(w))],
    ]),
    world,
  );
});

describe('expired and ended sessions', () => {
  it('an idle-expired session is refused everywhere', async () => {
    const w = world();
    const headers = await w.t.signIn('stars1idle');
    w.t.clock.advance(13 * 60 * 60 * 1000);
    await expectRefused(w, () => w.t.app.request('/api/api.php', { headers }), 401);
    await expectRefused(w, () => post(w, 'add_borrow.php', { address: w.bob, credits: 1 }, headers), 401);
  });

  it('a logged-out session id cannot be replayed', async () => {
    const w = world();
    const headers = await w.t.signIn('stars1logout');
    expect((await post(w, 'logout', {}, headers)).status).toBe(200);
    await expectRefused(w, () => w.t.app.request('/api/fetch.php', { headers }), 401);
    await expectRefused(w, () => post(w, 'delete_collection.php', { id: w.aliceCollection }, headers), 401);
  });
});

async function challenge(w: World, s: Pick<TestSigner, 'address' | 'wallet'>): Promise<ChallengeResponse> {
  const res = await post(w, 'auth/challenge', { address: s.address, wallet: s.wallet }, w.t.anonymous());
  expect(res.status).toBe(200);
  return challengeResponseSchema.parse(await res.json());
}
const verify = (w: World, body: Record<string, unknown>) => post(w, 'auth/verify', body, w.t.anonymous());
const proof = async (
  s: TestSigner,
  c: ChallengeResponse,
  claimed: Partial<{ address: string; wallet: string }> = {},
  text = c.message,
) => ({
  address: s.address,
  wallet: s.wallet,
  nonce: c.nonce,
  ...(await s.sign(text)),
  ...claimed,
});
const BURNT = ['auth_challenges'];
/** The proof is built (challenge issued, text signed) before the snapshot; only the verify call is judged. */
async function refusedProof(
  w: World,
  body: Promise<Record<string, unknown>> | Record<string, unknown>,
  status: number,
  allowed: string[] = [],
) {
  const ready = await body;
  await expectRefused(w, () => verify(w, ready), status, allowed);
}

describe.each(SIGNER_FACTORIES)('wallet proofs (%s)', (_wallet, make) => {
  it('refuses forged, replayed, expired and foreign-bound proofs', async () => {
    const w = world();
    const me = await make();
    const other = await make();
    const c1 = await challenge(w, me);
    await refusedProof(w, await proof(other, c1, { address: me.address }), 401, BURNT);
    const c2 = await challenge(w, me);
    const good = await proof(me, c2);
    expect((await verify(w, good)).status).toBe(200);
    await refusedProof(w, good, 401);
    const c3 = await challenge(w, me);
    w.t.clock.advance(CHALLENGE_TTL_MS + 1);
    await refusedProof(w, await proof(me, c3), 401);
    // A challenge issued for someone else, signed by me, claimed as me or as them.
    const foreign = await challenge(w, other);
    await refusedProof(w, await proof(me, foreign), 401, BURNT);
    const foreign2 = await challenge(w, other);
    await refusedProof(w, await proof(me, foreign2, { address: other.address }), 401, BURNT);
    // The bare spec text, a made-up nonce, an empty or malformed signature.
    await refusedProof(w, await proof(me, await challenge(w, me), {}, 'Prove account ownership'), 401, BURNT);
    await refusedProof(w, { ...(await proof(me, await challenge(w, me))), nonce: 'f'.repeat(32) }, 401);
    await refusedProof(w, { ...(await proof(me, await challenge(w, me))), signature: '' }, 400);
    await refusedProof(w, { ...(await proof(me, await challenge(w, me))), signature: '%%%not-base64' }, 401, BURNT);
    await refusedProof(w, { ...(await proof(me, await challenge(w, me))), signature: 'A'.repeat(2000) }, 400);
  });
});

describe('keys whose address differs from the claimed one', () => {
  it('a Cosmos key of another account, or a claimed address changed by one character or by case', async () => {
    const w = world();
    const me = await cosmosSigner();
    const other = await cosmosSigner();
    const c = await challenge(w, me);
    const otherKey = (await other.sign(c.message)).publicKey;
    await refusedProof(w, { ...(await proof(me, c)), publicKey: otherKey }, 401, BURNT);
    const c2 = await challenge(w, me);
    await refusedProof(w, { ...(await proof(me, c2)), publicKey: undefined }, 401, BURNT);
    const flipped = me.address.slice(0, -1) + (me.address.endsWith('q') ? 'p' : 'q');
    await expectRefused(w, () => post(w, 'auth/challenge', { address: me.address.toUpperCase(), wallet: 'keplr' }, w.t.anonymous()), 400);
    await expectRefused(
      w,
      () => post(w, 'auth/challenge', { address: `cosmos1${me.address.slice(6)}`, wallet: 'keplr' }, w.t.anonymous()),
      400,
    );
    const c3 = await challenge(w, { address: flipped, wallet: 'keplr' });
    await refusedProof(w, await proof(me, c3, { address: flipped }), 401, BURNT);
    // A Keplr proof presented as Leap: the challenge was bound to the wallet too.
    const c4 = await challenge(w, me);
    await refusedProof(w, await proof(me, c4, { wallet: 'leap' }), 401, BURNT);
  });

  it('an Ethereum or Solana signature by another key', async () => {
    const w = world();
    for (const [me, other] of [
      [evmSigner(), evmSigner()],
      [solanaSigner(), solanaSigner()],
    ] as const) {
      const c = await challenge(w, me);
      await refusedProof(w, { ...(await proof(me, c)), signature: (await other.sign(c.message)).signature }, 401, BURNT);
    }
    await expectRefused(w, () => post(w, 'auth/challenge', { address: '0x1234', wallet: 'metamask' }, w.t.anonymous()), 400);
    await expectRefused(w, () => post(w, 'auth/challenge', { address: 'not-base58-0OIl', wallet: 'solflare' }, w.t.anonymous()), 400);
    await expectRefused(w, () => post(w, 'auth/challenge', { address: evmSigner().address, wallet: 'phantom' }, w.t.anonymous()), 400);
  });
});

describe('email codes', () => {
  const sendCode = (w: World, email: string) => post(w, 'send-verification.php', { email }, w.t.anonymous());
  const verifyCode = (w: World, email: string, code: string) => post(w, 'verify-code.php', { email, code }, w.t.anonymous());
  const lastCode = (w: World) => w.t.mails.at(-1)!.text.match(/code is: ([0-9A-Z]{6})/)![1]!;
  const wrong = (code: string) => (code[0] === 'A' ? 'B' : 'A') + code.slice(1);
  const ATTEMPT = ['email_codes'];

  it('guessing counts attempts, and after the last one even the right code is refused', async () => {
    const w = world();
    expect((await sendCode(w, 'guess@example.com')).status).toBe(200);
    const code = lastCode(w);
    for (let i = 0; i < EMAIL_CODE_MAX_ATTEMPTS; i++)
      await expectRefused(w, () => verifyCode(w, 'guess@example.com', wrong(code)), 401, ATTEMPT);
    await expectRefused(w, () => verifyCode(w, 'guess@example.com', code), 401);
  });

  it("an expired code, a used code and another email's code are refused", async () => {
    const w = world();
    expect((await sendCode(w, 'late@example.com')).status).toBe(200);
    const late = lastCode(w);
    w.t.clock.advance(EMAIL_CODE_TTL_MS + 1);
    await expectRefused(w, () => verifyCode(w, 'late@example.com', late), 401);
    expect((await sendCode(w, 'once@example.com')).status).toBe(200);
    const once = lastCode(w);
    expect((await verifyCode(w, 'once@example.com', once)).status).toBe(200);
    await expectRefused(w, () => verifyCode(w, 'once@example.com', once), 401);
    expect((await sendCode(w, 'mine@example.com')).status).toBe(200);
    await expectRefused(w, () => verifyCode(w, 'theirs@example.com', lastCode(w)), 401);
  });

  it('a resend within the countdown is 429 and the first code stays the live one; a later resend kills it', async () => {
    const w = world();
    expect((await sendCode(w, 'resend@example.com')).status).toBe(200);
    const first = lastCode(w);
    await expectRefused(w, () => sendCode(w, 'resend@example.com'), 429);
    w.t.clock.advance(EMAIL_RESEND_INTERVAL_S * 1000 + 1);
    expect((await sendCode(w, 'resend@example.com')).status).toBe(200);
    await expectRefused(w, () => verifyCode(w, 'resend@example.com', first), 401, ATTEMPT);
  });

  attackTable(
    [
      ['an invalid email', 400, (w) => sendCode(w, 'not-an-email')],
      ['an email over 254 characters', 400, (w) => sendCode(w, `${'a'.repeat(250)}@example.com`)],
      ['a code of 5 characters', 400, (w) => verifyCode(w, 'a@example.com', 'ABCDE')],
      ['a code of 7 characters', 400, (w) => verifyCode(w, 'a@example.com', 'ABCDEFG')],
      ['a code as a number', 400, (w) => post(w, 'verify-code.php', { email: 'a@example.com', code: 123456 }, w.t.anonymous())],
      [
        'malformed JSON',
        400,
        (w) =>
          w.t.app.request('/api/verify-code.php', {
            method: 'POST',
            headers: { ...w.t.anonymous(), 'content-type': 'application/json' },
            body: '{"email":',
          }),
      ],
      [
        'a text/plain body',
        415,
        (w) =>
          w.t.app.request('/api/send-verification.php', {
            method: 'POST',
            headers: { ...w.t.anonymous(), 'content-type': 'text/plain' },
            body: '{"email":"a@example.com"}',
          }),
      ],
    ],
    world,
  );
});

describe('session cookies cannot be planted', () => {
  it('an XSRF cookie alone (no session) reaches no owner data', async () => {
    const w = world();
    await expectRefused(w, () => w.t.app.request('/api/get-tickets.php', { headers: { cookie: `${XSRF_COOKIE}=abc` } }), 401);
    await expectRefused(w, () => w.t.app.request('/api/add_borrow.php', jsonRequest({ address: w.bob, credits: 1 }, w.t.anonymous())), 401);
  });
});

/** One secp256k1 key as Keplr holds it: the same account under Stargaze's and the Hub's prefixes. */
async function keyOnBothChains() {
  const secret = randomBytes(32);
  const signers = { stars: await Secp256k1Wallet.fromKey(secret, 'stars'), cosmos: await Secp256k1Wallet.fromKey(secret, 'cosmos') };
  const on = async (prefix: 'stars' | 'cosmos'): Promise<TestSigner> => {
    const [account] = await signers[prefix].getAccounts();
    const address = account!.address;
    return {
      wallet: 'keplr',
      address,
      async sign(message) {
        const { signature } = await signers[prefix].signAmino(address, adr36SignDoc(address, message));
        return { signature: signature.signature, publicKey: signature.pub_key.value as string };
      },
    };
  };
  return { stars: await on('stars'), cosmos: await on('cosmos') };
}

describe('across chains (a deployment that moved from Stargaze to the Hub on the same data)', () => {
  afterEach(() => void (world().t.deps.config.chain = undefined));
  it('a signature made for one chain id is refused on the other', async () => {
    const w = world();
    const me = await keyOnBothChains();
    w.t.deps.config.chain = CHAIN_PROFILES.stargaze;
    const onStargaze = await challenge(w, me.stars);
    expect(onStargaze.message).toContain('Chain ID: stargaze-1');
    const signedForStargaze = await proof(me.stars, onStargaze);
    // The deployment restarts on the Hub: the Stargaze challenge and its signature are worth nothing,
    // under either spelling of the same key.
    w.t.deps.config.chain = CHAIN_PROFILES.cosmoshub;
    await refusedProof(w, signedForStargaze, 401, BURNT);
    const onStargaze2 = await (async () => {
      w.t.deps.config.chain = CHAIN_PROFILES.stargaze;
      const c = await challenge(w, me.stars);
      w.t.deps.config.chain = CHAIN_PROFILES.cosmoshub;
      return c;
    })();
    await refusedProof(w, await proof(me.cosmos, onStargaze2), 401, BURNT);
    // A Hub challenge signed as if it named Stargaze's chain id.
    const onHub = await challenge(w, me.cosmos);
    expect(onHub.message).toContain('Chain ID: cosmoshub-4');
    const rewritten = onHub.message.replace('Chain ID: cosmoshub-4', 'Chain ID: stargaze-1');
    await refusedProof(w, await proof(me.cosmos, onHub, {}, rewritten), 401, BURNT);
    // The Hub does not issue challenges for Stargaze addresses, and says which prefix it expects.
    const res = await post(w, 'auth/challenge', { address: me.stars.address, wallet: 'keplr' }, w.t.anonymous());
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: expect.stringContaining('expected cosmos1') });
    // The right signature on the Hub signs the same account in.
    const good = await verify(w, await proof(me.cosmos, await challenge(w, me.cosmos)));
    expect(good.status).toBe(200);
    expect(await good.json()).toMatchObject({ address: me.cosmos.address });
  });

  it('a challenge for a stars1 address cannot be answered with the cosmos1 form of another key', async () => {
    const w = world();
    const me = await keyOnBothChains();
    const attacker = await keyOnBothChains();
    for (const chain of [CHAIN_PROFILES.stargaze, CHAIN_PROFILES.cosmoshub]) {
      w.t.deps.config.chain = CHAIN_PROFILES.stargaze;
      const c = await challenge(w, me.stars);
      w.t.deps.config.chain = chain;
      await refusedProof(w, await proof(attacker.cosmos, c), 401, BURNT);
      w.t.deps.config.chain = CHAIN_PROFILES.stargaze;
      const c2 = await challenge(w, me.stars);
      w.t.deps.config.chain = chain;
      await refusedProof(w, await proof(attacker.cosmos, c2, { address: me.cosmos.address }), 401, BURNT);
    }
  });
});
