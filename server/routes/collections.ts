import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';

export function collectionsRoutes(_deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  return routes;
}
