// GET /api/chain: the chain profile in force, the one query the SPA reads it from.
import { Hono } from 'hono';
import { chainOf, type AppDeps, type AppEnv } from '../deps.ts';
import { CHAIN_CACHE_S } from '../contract/chain.ts';

export function chainRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/chain', (c) => {
    c.header('Cache-Control', `public, max-age=${CHAIN_CACHE_S}`);
    return c.json(chainOf(deps));
  });
  return routes;
}
