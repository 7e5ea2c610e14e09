// Headers on every response (Hono's secure-headers): no inline script, no framing, no sniffing, no
// referrer leaks, and Hono's other defaults (Cross-Origin-Resource-Policy, X-DNS-Prefetch-Control...).
import { secureHeaders } from 'hono/secure-headers';

const CSP = {
  defaultSrc: ["'self'"],
  // WebAssembly may be compiled (the compose workers' PNG encoder), never JS from strings.
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'", 'blob:'],
  frameSrc: ['https://www.youtube-nocookie.com'],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
};

/**
 * Over HTTPS, browsers must never fall back to plain HTTP for this host (two years, as preload lists
 * ask); over plain HTTP the header would be ignored or wrong, so it is left out.
 */
export const securityHeaders = (https: boolean) =>
  secureHeaders({
    contentSecurityPolicy: CSP,
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    crossOriginOpenerPolicy: 'same-origin',
    strictTransportSecurity: https ? 'max-age=63072000; includeSubDomains' : false,
  });
