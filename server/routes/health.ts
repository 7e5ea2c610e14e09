import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';

export function healthRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/health', async (c) => {
    await deps.db.query('SELECT 1');
    return c.json({ status: 'ok', database: deps.db.kind });
  });
  return routes;
}
