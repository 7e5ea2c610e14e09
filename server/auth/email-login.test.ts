// Email codes through the real app: mailed, stored only as an HMAC, single use, 10 minutes, 5 tries,
// resend at most every 30 s, hourly caps per email and per client kept in rate_events.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, type TestApp } from '../test/test-app.ts';
import { EMAIL_CODE_TTL_MS, EMAIL_RESEND_INTERVAL_S } from '../contract/auth.ts';
import { SESSION_COOKIE } from './sessions.ts';

let t: TestApp;
beforeEach(async () => void (t = await createTestApp()));
afterEach(() => t.close());

const fromClient = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });
const send = (email: string, ip = '10.0.0.1') =>
  t.app.request('/api/send-verification.php', jsonRequest({ email }, t.anonymous()), fromClient(ip));
const verify = (email: string, code: string) => t.app.request('/api/verify-code.php', jsonRequest({ email, code }, t.anonymous()));
const lastCode = () => t.mails.at(-1)!.text.match(/code is: ([0-9A-Z]{6})/)![1]!;
const wrong = (code: string) => (code[0] === 'A' ? 'B' : 'A') + code.slice(1);
const waitResend = () => t.clock.advance(EMAIL_RESEND_INTERVAL_S * 1000 + 1);

describe('email sign-in', () => {
  it('mails a code, keeps only its HMAC, and signs in once with an opaque address', async () => {
    const res = await send('Ada@Example.com');
    expect(res.status).toBe(200);
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]!.to).toBe('ada@example.com');
    const code = lastCode();
    const rows = await t.db.query<{ code_hmac: string }>('SELECT code_hmac FROM email_codes');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hmac).not.toContain(code);

    const ok = await verify('ada@example.com', code.toLowerCase());
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { address: string };
    expect(body.address).toMatch(/^[a-z0-9-]+$/);
    expect(body.address.startsWith('stars1')).toBe(false);
    const cookie = ok.headers
      .getSetCookie()
      .find((h) => h.startsWith(`${SESSION_COOKIE}=`))!
      .split(';')[0]!;
    const me = await t.app.request('/api/session', { headers: { cookie } });
    expect(await me.json()).toMatchObject({ signedIn: true, address: body.address, wallet: 'email', email: 'ada@example.com' });
    expect(await t.db.query('SELECT address FROM email_users WHERE email = $1', ['ada@example.com'])).toEqual([{ address: body.address }]);

    expect((await verify('ada@example.com', code)).status).toBe(401);
    waitResend();
    await send('ada@example.com');
    const again = (await (await verify('ada@example.com', lastCode())).json()) as { address: string };
    expect(again.address).toBe(body.address);
  });

  it('rejects a wrong code and kills the code after 5 wrong tries', async () => {
    await send('bob@example.com');
    const code = lastCode();
    for (let i = 0; i < 5; i++) {
      const res = await verify('bob@example.com', wrong(code));
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ message: 'Invalid verification code' });
    }
    expect((await verify('bob@example.com', code)).status).toBe(401);
  });

  it('rejects an expired code and an earlier code after a resend', async () => {
    await send('cy@example.com');
    const first = lastCode();
    waitResend();
    await send('cy@example.com');
    expect((await verify('cy@example.com', first)).status).toBe(401);
    const second = lastCode();
    t.clock.advance(EMAIL_CODE_TTL_MS + 1);
    expect((await verify('cy@example.com', second)).status).toBe(401);
  });

  it('allows one send per 30 s per email and a few per hour, counted in rate_events', async () => {
    expect((await send('dee@example.com')).status).toBe(200);
    const early = await send('dee@example.com');
    expect(early.status).toBe(429);
    expect(await early.json()).toMatchObject({ message: 'Please wait before asking for a new code: try again in 30 seconds.' });
    for (let i = 0; i < 4; i++) {
      waitResend();
      expect((await send('dee@example.com')).status).toBe(200);
    }
    waitResend();
    const capped = await send('dee@example.com');
    expect(capped.status).toBe(429);
    // The first of the five sends was 5 x 30 s ago: it leaves the hour in 57.5 minutes.
    expect(await capped.json()).toMatchObject({
      message: 'You have asked for 5 verification codes in the last hour, the most allowed. Please try again in 58 minutes.',
    });
    const [row] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM rate_events WHERE bucket LIKE 'email-hour:%'");
    expect(row!.n).toBe(5);
    t.clock.advance(60 * 60 * 1000);
    expect((await send('dee@example.com')).status).toBe(200);
  });

  it('caps sends per client across emails', async () => {
    for (let i = 0; i < 20; i++) expect((await send(`u${i}@example.com`, '10.9.9.9')).status).toBe(200);
    expect((await send('u99@example.com', '10.9.9.9')).status).toBe(429);
    expect((await send('u99@example.com', '10.9.9.8')).status).toBe(200);
  });

  it('answers the same whether or not the email is known', async () => {
    await send('known@example.com');
    await verify('known@example.com', lastCode());
    waitResend();
    const known = await send('known@example.com');
    const unknown = await send('stranger@example.com');
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
  });

  it('validates the email and the code', async () => {
    expect((await send('not-an-email')).status).toBe(400);
    expect((await verify('a@example.com', '12345')).status).toBe(400);
    expect((await verify('a@example.com', '1234567')).status).toBe(400);
    expect((await verify('nobody@example.com', 'ABCDEF')).status).toBe(401);
  });
});

it('limits come from the configuration', async () => {
  await t.close();
  const base = await createTestApp();
  t = await createTestApp({ config: { ...base.deps.config, emailLimits: { perEmailPerHour: 1, perClientPerHour: 100 } } });
  await base.close();
  expect((await send('eve@example.com')).status).toBe(200);
  waitResend();
  expect((await send('eve@example.com')).status).toBe(429);
});
