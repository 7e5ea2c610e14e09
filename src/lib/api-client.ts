// The one HTTP client: API base from config, cookies included, no timeout (uploads can be long), and
// the XSRF-TOKEN cookie echoed as X-XSRF-TOKEN on every request.
import ky, { HTTPError } from 'ky';
import { API_BASE } from '../config/env';
import { readCookie } from './cookies';

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The server hands out the XSRF cookie on GET /session; fetch it once before the first POST. */
async function ensureXsrfCookie(): Promise<string | null> {
  const existing = readCookie(XSRF_COOKIE);
  if (existing) return existing;
  await fetch(`${API_BASE}/session`, { credentials: 'include' });
  return readCookie(XSRF_COOKIE);
}

export const api = ky.create({
  prefixUrl: new URL(API_BASE, window.location.href).toString(),
  credentials: 'include',
  timeout: false,
  retry: 0,
  hooks: {
    beforeRequest: [
      async (request) => {
        const token = SAFE_METHODS.has(request.method) ? readCookie(XSRF_COOKIE) : await ensureXsrfCookie();
        if (token) request.headers.set(XSRF_HEADER, token);
      },
    ],
  },
});

/** The server's message for a failed call (`error` or `message` in its JSON), else the fallback. */
export async function errorMessage(error: unknown, fallback: string): Promise<string> {
  if (error instanceof HTTPError) {
    try {
      const body = (await error.response.clone().json()) as { error?: string; message?: string };
      return body.error ?? body.message ?? fallback;
    } catch {
      return fallback;
    }
  }
  // A fetch that never reached the server rejects with a TypeError ('Failed to fetch'): the screen's
  // own wording says more to a user than the browser's.
  if (error instanceof TypeError) return fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}
