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
    if (origin && !isAllowedOrigin(origin, c.req.header('host'), deps.config.allowedOrigins)) {
      throw forbidden('Cross-origin request refused');
    }
    const header = c.req.header(XSRF_HEADER);
    const session = c.get('session');
    const expected = session ? session.xsrfToken : getCookie(c, XSRF_COOKIE);
    if (!header || !expected || header !== expected) throw forbidden('Missing or invalid XSRF token');
    return next();
  };
}

function isAllowedOrigin(origin: string, host: string | undefined, allowed: string[]): boolean {
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
