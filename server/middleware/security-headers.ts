// Headers on every response: no inline script, no framing, no sniffing, no referrer leaks.
import type { MiddlewareHandler } from 'hono';

const CSP = [
  "default-src 'self'",
  // WebAssembly may be compiled (the compose workers' PNG encoder), never JS from strings.
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  // The launch talks from the page to services the artist picks (the pinning service, a gateway, the
  // chain's RPC and REST): any HTTPS origin, never plain HTTP.
  "connect-src 'self' blob: https:",
  'frame-src https://www.youtube-nocookie.com',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Content-Security-Policy', CSP);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Frame-Options', 'DENY');
  c.header('Cross-Origin-Opener-Policy', 'same-origin');
};

/** Over HTTPS, browsers must never fall back to plain HTTP for this host (two years, as preload lists ask). */
export const strictTransportSecurity: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
};
