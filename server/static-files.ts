// Serves the built SPA. The app routes by URL fragment, so only real files and '/' exist.
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { relative } from 'node:path';
import type { AppEnv } from './deps.ts';

export function mountStatic(app: Hono<AppEnv>, staticDir: string): void {
  const root = relative(process.cwd(), staticDir) || '.';
  // Source maps stay on the build machine: the served app does not hand out its sources.
  app.use('/*', async (c, next) => (c.req.path.endsWith('.map') ? c.json({ error: 'Not found' }, 404) : next()));
  app.use('/*', serveStatic({ root }));
  app.get('/', serveStatic({ root, path: 'index.html' }));
}
