// One structured log line per request.
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
