// The HTTP application: middleware (security headers, log, session, CSRF, errors) and one router per
// resource under /api. Everything outside is injected (`createApp(deps)`), so tests run the real thing.
import type { IncomingMessage } from 'node:http';
import { Hono, type ErrorHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps, AppEnv } from './deps.ts';
import { HttpError } from './http-error.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { requestLog } from './middleware/request-log.ts';
import { csrfGuard } from './middleware/csrf.ts';
import { streamLimit } from './middleware/stream-limit.ts';
import { loadSession } from './auth/sessions.ts';
import { mountStatic } from './static-files.ts';
import { apiRoutes } from './routes/api-routes.ts';

export const API_PREFIX = '/api';
/** Multipart bodies are cut off past this (uploads come in batches of 15 files, streamed to storage). */
export const MAX_BODY_BYTES = 200 * 1024 * 1024;
/** Every other body is a small JSON object (a batch of 100 assignments is a few kB). */
export const MAX_JSON_BYTES = 1024 * 1024;

const tooLargeBody = (): never => {
  throw new HttpError(413, 'Request too large');
};
const uploadLimit = streamLimit(MAX_BODY_BYTES);
const jsonLimit = bodyLimit({ maxSize: MAX_JSON_BYTES, onError: tooLargeBody });

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders(deps.config.publicOrigin?.startsWith('https:') ?? false));
  app.use('*', requestLog(deps));

  const api = new Hono<AppEnv>();
  // Counted as the bytes arrive, so a chunked body without a length is cut off too.
  api.use('*', (c, next) => {
    const multipart = (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
    return (multipart ? uploadLimit : jsonLimit)(c, next);
  });
  api.use('*', async (c, next) => {
    c.set('session', await loadSession(c, deps));
    await next();
  });
  api.use('*', csrfGuard(deps));
  api.route('/', apiRoutes(deps));
  api.notFound((c) => c.json({ error: 'Not found' }, 404));
  app.route(API_PREFIX, api);

  if (deps.config.staticDir) mountStatic(app, deps.config.staticDir);
  app.notFound((c) => c.json({ error: 'Not found' }, 404));

  app.onError(errorHandler(deps));
  return app;
}

/**
 * HttpError answers with its status and message; anything else is logged and a bare 500. A request
 * whose socket is already closed (the client left, or the idle timeout closed it) is no server error.
 */
export function errorHandler(deps: AppDeps): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof HttpError) return c.json({ success: false, error: error.message, message: error.message }, error.status);
    if ((c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.destroyed) {
      deps.config.log({ msg: 'client gone before the answer', path: c.req.path, error: String(error) });
      return c.json({ success: false, error: 'Internal server error', message: 'Internal server error' }, 500);
    }
    deps.config.log({ level: 'error', path: c.req.path, error: error instanceof Error ? error.stack : String(error) });
    return c.json({ success: false, error: 'Internal server error', message: 'Internal server error' }, 500);
  };
}

export type App = ReturnType<typeof createApp>;
