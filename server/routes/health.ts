import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { pingDatabase } from '../db/queries/health.ts';

export function healthRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/health', async (c) => {
    await pingDatabase(deps.db);
    return c.json({ status: 'ok', database: deps.db.kind });
  });
  return routes;
}
