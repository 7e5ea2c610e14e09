import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';

export function ticketsRoutes(_deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  return routes;
}
