import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { checkDatabase } from '../services/health.ts';

export function healthRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/health', async (c) => c.json(await checkDatabase(deps)));
  return routes;
}
