// One structured log line per request (JSON: method, path, status, ms, through the configured log).
// Hono's `logger` prints two text lines per request to the console instead, which log collectors would
// have to parse back into fields, and it cannot be silenced by LOG_LEVEL: this stays ours.
import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps.ts';

export function requestLog(deps: AppDeps): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    deps.config.log({
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  };
}
