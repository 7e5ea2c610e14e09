// State-changing requests must come from our own pages: same origin, and the XSRF token echoed in a
// header (double-submit before sign-in, bound to the session after).
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../deps.ts';
import { forbidden } from '../http-error.ts';
import { XSRF_COOKIE, XSRF_HEADER } from '../auth/sessions.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function csrfGuard(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (c.req.header('sec-fetch-site') === 'cross-site') throw forbidden('Cross-site request refused');
    const origin = c.req.header('origin');
    if (origin && !isAllowedOrigin(origin, servedOrigin(c.req.url, c.req.header('host')), deps.config.allowedOrigins)) {
      throw forbidden('Cross-origin request refused');
    }
    const header = c.req.header(XSRF_HEADER);
    const session = c.get('session');
    const expected = session ? session.xsrfToken : getCookie(c, XSRF_COOKIE);
    if (!header || !expected || header !== expected) throw forbidden('Missing or invalid XSRF token');
    return next();
  };
}

/** Scheme, host and port the request reached us on. */
function servedOrigin(url: string, host: string | undefined): string {
  return `${new URL(url).protocol}//${host ?? new URL(url).host}`;
}

/** Scheme, host and port must all match: `https://host` is another origin than `http://host`. */
function isAllowedOrigin(origin: string, served: string, allowed: string[]): boolean {
  try {
    const sent = new URL(origin).origin;
    return sent !== 'null' && [served, ...allowed].some((o) => new URL(o).origin === sent);
  } catch {
    return false;
  }
}
