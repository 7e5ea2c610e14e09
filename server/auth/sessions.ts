// Server sessions: a random id in an HttpOnly SameSite=Strict cookie (stored only as a hash), with idle
// and absolute expiry, and an XSRF token bound to it that the client echoes on every state-changing call.
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppDeps, Session } from '../deps.ts';
import { deleteSession, findLiveSession, insertSession, touchSession } from '../db/queries/sessions.ts';

export const SESSION_COOKIE = 'tf_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60 * 1000;

/** Over HTTPS the session cookie carries the `__Host-` prefix: Secure, Path=/, no Domain, so no sibling host can set it. */
export const sessionCookieName = (deps: AppDeps) => (deps.config.cookieSecure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

export function setXsrfCookie(c: Context, deps: AppDeps, token: string): void {
  setCookie(c, XSRF_COOKIE, token, { path: '/', sameSite: 'Strict', secure: deps.config.cookieSecure });
}

export async function openSession(
  c: Context,
  deps: AppDeps,
  identity: { address: string; wallet: string; email?: string | null },
): Promise<Session> {
  const previous = getCookie(c, sessionCookieName(deps));
  if (previous) await deleteSession(deps.db, hashId(previous));
  const id = randomToken();
  const xsrfToken = randomToken();
  const now = deps.clock.now();
  await insertSession(deps.db, {
    idHash: hashId(id),
    address: identity.address,
    wallet: identity.wallet,
    email: identity.email ?? null,
    xsrfToken,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  setCookie(c, sessionCookieName(deps), id, {
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    secure: deps.config.cookieSecure,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
  setXsrfCookie(c, deps, xsrfToken);
  return { address: identity.address, wallet: identity.wallet, email: identity.email ?? null, xsrfToken };
}

export async function closeSession(c: Context, deps: AppDeps): Promise<void> {
  const id = getCookie(c, sessionCookieName(deps));
  if (id) await deleteSession(deps.db, hashId(id));
  deleteCookie(c, sessionCookieName(deps), { path: '/', secure: deps.config.cookieSecure });
  setXsrfCookie(c, deps, randomToken());
}

export async function loadSession(c: Context, deps: AppDeps): Promise<Session | null> {
  const id = getCookie(c, sessionCookieName(deps));
  if (!id || id.length > 100) return null;
  const now = deps.clock.now();
  const row = await findLiveSession(deps.db, { idHash: hashId(id), now, idleSince: new Date(now.getTime() - SESSION_IDLE_MS) });
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchSession(deps.db, row.idHash, now);
  return { address: row.address, wallet: row.wallet, email: row.email, xsrfToken: row.xsrfToken };
}
