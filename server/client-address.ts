// The client a per-client limit counts: the connection's address, or behind trusted proxies the
// address the outermost of them saw. Each proxy appends the address it received the request from to
// X-Forwarded-For, so with N trusted proxies that is the N-th entry from the right; anything left of
// it was written by the client and is never believed.
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { AppEnv } from './deps.ts';

export function clientAddress(c: Context<AppEnv>, trustedProxyHops = 0): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const socket = incoming?.socket?.remoteAddress ?? 'unknown';
  if (trustedProxyHops === 0) return socket;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the request did not come through all of them.
  return forwarded.length >= trustedProxyHops ? forwarded[forwarded.length - trustedProxyHops]! : socket;
}
