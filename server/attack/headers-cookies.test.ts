// Security headers on every kind of response (API, error, image, SPA) and the cookie audit: the session
// cookie HttpOnly, SameSite=Strict, Path=/, Secure when configured; the XSRF cookie readable by script;
// a new session id at every sign-in; sign-out ends the session on the server.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest } from '../test/test-app.ts';
import { SESSION_COOKIE, XSRF_COOKIE } from '../auth/sessions.ts';
import { useWorld } from './attack-world.ts';
import { secureCookies } from '../build-deps.ts';

const world = useWorld();

function expectSecurityHeaders(res: Response, label: string) {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp, label).toContain("script-src 'self'");
  expect(csp, label).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp, label).not.toMatch(/script-src[^;]*'unsafe-eval'/);
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp, label).toContain("object-src 'none'");
  expect(res.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), label).toBe('no-referrer');
  expect(res.headers.get('x-frame-options'), label).toBe('DENY');
}

/** `signedIn`: the cookies and XSRF token of a session the browser already holds. */
async function emailSignIn(t: Awaited<ReturnType<typeof createTestApp>>, email: string, signedIn?: { cookie: string; token: string }) {
  const xsrf = t.anonymous();
  const headers = signedIn ? { cookie: signedIn.cookie, 'x-xsrf-token': signedIn.token } : xsrf;
  const sent = await t.app.request('/api/send-verification.php', jsonRequest({ email }, headers));
  expect(sent.status, await sent.clone().text()).toBe(200);
  const code = t.mails.at(-1)!.text.match(/code is: ([0-9A-Z]{6})/)![1]!;
  return t.app.request('/api/verify-code.php', jsonRequest({ email, code }, headers));
}

const cookieNamed = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));

describe('security headers on every response', () => {
  it('API answers, errors, 404s, images and the SPA all carry them', async () => {
    const w = world();
    const staticDir = await mkdtemp(join(tmpdir(), 'tf-static-'));
    await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>x</title><script type="module" src="/a.js"></script>');
    const withSpa = await createTestApp({ config: { ...w.t.deps.config, staticDir } });
    try {
      const cases: Array<[string, Response | Promise<Response>]> = [
        ['health', w.t.app.request('/api/health')],
        ['401', w.t.app.request('/api/fetch.php')],
        ['403', w.t.app.request('/api/logout', { method: 'POST' })],
        ['404 api', w.t.app.request('/api/nope')],
        ['404 outside api', w.t.app.request('/nope')],
        ['image', w.t.app.request(`/api/uploads/collections/${w.bob}/${w.bobCollection}/${w.bobFileName}`, { headers: w.asBob })],
        ['cover', w.t.app.request(`/api/${w.bobCoverPath}`, { headers: w.asBob })],
        ['SPA', withSpa.app.request('/')],
      ];
      for (const [label, pending] of cases) expectSecurityHeaders(await pending, label);
      expect((await withSpa.app.request('/')).status).toBe(200);
    } finally {
      await withSpa.close();
      await rm(staticDir, { recursive: true, force: true });
    }
  });
});

describe('the page runs under the CSP', () => {
  it('index.html (what vite builds from) has no inline script and no inline event handler', async () => {
    const { readFile } = await import('node:fs/promises');
    const html = await readFile(new URL('../../index.html', import.meta.url), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\ssrc=/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  });
});

describe('cookies', () => {
  it('session cookie HttpOnly, SameSite=Strict, Path=/; XSRF cookie readable; no Secure unless configured', async () => {
    const t = world().t;
    const res = await emailSignIn(t, 'cookies@example.com');
    const session = cookieNamed(res, SESSION_COOKIE)!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Strict/i);
    expect(session).toMatch(/Path=\/(;|$)/);
    expect(session).not.toMatch(/Secure/i);
    const xsrf = cookieNamed(res, XSRF_COOKIE)!;
    expect(xsrf).not.toMatch(/HttpOnly/i);
    expect(xsrf).toMatch(/SameSite=Strict/i);
  });

  it('both cookies are Secure with COOKIE_SECURE', async () => {
    const base = world().t.deps.config;
    const t = await createTestApp({ config: { ...base, cookieSecure: true } });
    try {
      const res = await emailSignIn(t, 'secure@example.com');
      // Over HTTPS the session cookie is `__Host-` prefixed: Secure, Path=/, no Domain.
      expect(cookieNamed(res, `__Host-${SESSION_COOKIE}`)).toMatch(/;\s*Secure/i);
      expect(cookieNamed(res, `__Host-${SESSION_COOKIE}`)).toMatch(/;\s*Path=\//i);
      expect(cookieNamed(res, `__Host-${SESSION_COOKIE}`)).not.toMatch(/Domain=/i);
      expect(cookieNamed(res, SESSION_COOKIE)).toBeUndefined();
      expect(cookieNamed(res, XSRF_COOKIE)).toMatch(/;\s*Secure/i);
    } finally {
      await t.close();
    }
  });

  it('every sign-in gets a new session id and a planted one is dropped; sign-out ends it on the server', async () => {
    const t = world().t;
    const firstRes = await emailSignIn(t, 'fixation@example.com');
    const first = cookieNamed(firstRes, SESSION_COOKIE)!.split(';')[0]!;
    const firstToken = cookieNamed(firstRes, XSRF_COOKIE)!.split(';')[0]!.split('=')[1]!;
    t.clock.advance(31_000);
    const secondRes = await emailSignIn(t, 'fixation@example.com', { cookie: `${first}; ${XSRF_COOKIE}=${firstToken}`, token: firstToken });
    const second = cookieNamed(secondRes, SESSION_COOKIE)!.split(';')[0]!;
    expect(second).not.toBe(first);
    expect((await t.app.request('/api/session', { headers: { cookie: first } })).headers.get('content-type')).toMatch(/json/);
    expect(await (await t.app.request('/api/session', { headers: { cookie: first } })).json()).toEqual({ signedIn: false });
    const token = cookieNamed(secondRes, XSRF_COOKIE)!.split(';')[0]!.split('=')[1]!;
    const sessionsBefore = (await t.db.query('SELECT id_hash FROM sessions')).length;
    const out = await t.app.request('/api/logout', { method: 'POST', headers: { cookie: second, 'x-xsrf-token': token } });
    expect(out.status).toBe(200);
    expect(cookieNamed(out, SESSION_COOKIE)).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect((await t.db.query('SELECT id_hash FROM sessions')).length).toBe(sessionsBefore - 1);
    expect((await t.app.request('/api/fetch.php', { headers: { cookie: second } })).status).toBe(401);
  });
});

describe('production defaults over HTTPS', () => {
  it('PUBLIC_ORIGIN https turns Secure cookies on unless COOKIE_SECURE says otherwise', () => {
    expect(secureCookies({ PUBLIC_ORIGIN: 'https://traitforge.example' })).toBe(true);
    expect(secureCookies({ PUBLIC_ORIGIN: 'https://traitforge.example', COOKIE_SECURE: 'false' })).toBe(false);
    expect(secureCookies({ PUBLIC_ORIGIN: 'http://localhost:5173' })).toBe(false);
    expect(secureCookies({})).toBe(false);
  });

  it('HSTS over https only; source maps are never served', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tf-static-'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>x</title>');
    await writeFile(join(dir, 'app.js.map'), '{"sources":["secret.ts"]}');
    const base = world().t.deps.config;
    const https = await createTestApp({ config: { ...base, staticDir: dir, publicOrigin: 'https://traitforge.example' } });
    try {
      expect((await https.app.request('/api/health')).headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
      expect((await world().t.app.request('/api/health')).headers.get('strict-transport-security')).toBeNull();
      const map = await https.app.request('/app.js.map');
      expect(map.status).toBe(404);
      expect(await map.text()).not.toContain('secret.ts');
    } finally {
      await Promise.all([https.close(), rm(dir, { recursive: true, force: true })]);
    }
  }, 90_000);
});
