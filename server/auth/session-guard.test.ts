// Every state-changing endpoint refuses a visitor without a session (401) and anyone without the
// XSRF header (403). The sign-in endpoints themselves need no session, but still need the header.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, jsonRequest, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.close());

const SIGN_IN = new Set(['/api/auth/challenge', '/api/auth/verify', '/api/send-verification.php', '/api/verify-code.php', '/api/logout']);
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function endpoints() {
  const seen = new Set<string>();
  return t.app.routes
    .filter((r) => STATE_CHANGING.has(r.method) && r.path.startsWith('/api/'))
    .map((r) => ({ method: r.method, path: r.path.replace(/:[^/]+/g, '1') }))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && !!seen.add(`${r.method} ${r.path}`));
}

it('finds the state-changing endpoints', () => {
  expect(endpoints().length).toBeGreaterThan(SIGN_IN.size);
});

it('refuses every state-changing call without the XSRF header, signed in or not', async () => {
  const session = await t.signIn('stars18eepygayn2xjcts6xpm6t5mh4g6ucjamte546y');
  for (const { method, path } of endpoints()) {
    const headerSets: Array<Record<string, string>> = [{ cookie: session.cookie }, { cookie: t.anonymous().cookie }, {}];
    for (const headers of headerSets) {
      const res = await t.app.request(path, jsonRequest({}, headers, method));
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const forged = await t.app.request(path, jsonRequest({}, { cookie: session.cookie, 'x-xsrf-token': 'forged' }, method));
    expect(forged.status, `${method} ${path} with a forged token`).toBe(403);
  }
});

it('refuses every state-changing call without a session', async () => {
  for (const { method, path } of endpoints()) {
    if (SIGN_IN.has(path)) continue;
    const res = await t.app.request(path, jsonRequest({}, t.anonymous(), method));
    expect(res.status, `${method} ${path}`).toBe(401);
  }
});

it('ends the server session on logout', async () => {
  const session = await t.signIn('stars18eepygayn2xjcts6xpm6t5mh4g6ucjamte546y');
  expect((await t.app.request('/api/logout', jsonRequest({}, session))).status).toBe(200);
  const me = await t.app.request('/api/session', { headers: { cookie: session.cookie } });
  expect(await me.json()).toEqual({ signedIn: false });
});
