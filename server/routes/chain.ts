// GET /api/chain: the chain profile in force, the one query the SPA reads it from.
import { Hono } from 'hono';
import { chainOf, type AppDeps, type AppEnv } from '../deps.ts';

export function chainRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/chain', (c) => {
    // Asked again on every page load: after a restart on another chain, no tab may keep the old one.
    c.header('Cache-Control', 'no-cache');
    return c.json(chainOf(deps));
  });
  return routes;
}
