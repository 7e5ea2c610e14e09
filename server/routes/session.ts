// Who am I, and sign-out. GET also hands an anonymous visitor the XSRF cookie its first POST will need.
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { shownAddress, type AppDeps, type AppEnv } from '../deps.ts';
import type { ServerSession } from '../contract/auth.ts';
import { closeSession, randomToken, setXsrfCookie, XSRF_COOKIE } from '../auth/sessions.ts';

export function sessionRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/session', (c) => {
    const session = c.get('session');
    if (!session && !getCookie(c, XSRF_COOKIE)) setXsrfCookie(c, deps, randomToken());
    if (session && getCookie(c, XSRF_COOKIE) !== session.xsrfToken) setXsrfCookie(c, deps, session.xsrfToken);
    const answer: ServerSession = session
      ? { signedIn: true, address: shownAddress(deps, session.address), wallet: session.wallet, email: session.email }
      : { signedIn: false };
    return c.json(answer);
  });
  routes.post('/logout', async (c) => {
    await closeSession(c, deps);
    return c.json({ success: true });
  });
  return routes;
}
