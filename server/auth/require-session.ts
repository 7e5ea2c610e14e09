import type { Context } from 'hono';
import type { AppEnv, Session } from '../deps.ts';
import { unauthorized } from '../http-error.ts';

/** The signed-in user; the only source of an owner address on the server. */
export function requireSession(c: Context<AppEnv>): Session {
  const session = c.get('session');
  if (!session) throw unauthorized();
  return session;
}
