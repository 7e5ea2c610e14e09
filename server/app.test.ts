import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, type TestApp } from './test/test-app.ts';
import { serverSessionSchema } from './contract/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API basics', () => {
  it('answers health with the database kind', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.request('/api/no-such-thing.php');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toMatchObject({ error: 'Not found' });
  });

  it('refuses a state-changing request without the XSRF header', async () => {
    const res = await t.app.request('/api/logout', { method: 'POST' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'Missing or invalid XSRF token' });
  });

  it('refuses a cross-site request even with a token', async () => {
    const res = await t.app.request('/api/logout', {
      method: 'POST',
      headers: { ...t.anonymous(), 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
  });

  it('sets security headers on every response', async () => {
    const res = await t.app.request('/api/health');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('tells who is signed in, from the session only', async () => {
    const anon = await t.app.request('/api/session');
    expect(await anon.json()).toEqual({ signedIn: false });
    expect(anon.headers.get('set-cookie')).toMatch(/XSRF-TOKEN=/);
    const headers = await t.signIn('stars1005mgyfdequzj5fvq527ffddenkc9lquvf8xsk');
    const me = await t.app.request('/api/session', { headers });
    expect(serverSessionSchema.parse(await me.json())).toMatchObject({
      signedIn: true,
      address: 'stars1005mgyfdequzj5fvq527ffddenkc9lquvf8xsk',
      wallet: 'keplr',
    });
  });

  it('ends the session on logout', async () => {
    const headers = await t.signIn('stars1logout');
    const out = await t.app.request('/api/logout', jsonRequest({}, headers));
    expect(out.status).toBe(200);
    const me = await t.app.request('/api/session', { headers: { cookie: headers.cookie } });
    expect(await me.json()).toEqual({ signedIn: false });
  });
});
