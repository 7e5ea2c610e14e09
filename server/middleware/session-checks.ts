// A check of the session (signed in, allowed to act) run as middleware ahead of a route's input
// validators, so a request without the right session gets its 401/403 whatever its body says.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../deps.ts';
import { requireSession } from '../auth/require-session.ts';

export const checkFirst =
  (check: (c: Context<AppEnv>) => unknown): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    check(c);
    await next();
  };

export const signedIn = checkFirst(requireSession);
