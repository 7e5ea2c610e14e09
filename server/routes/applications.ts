import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';

export function applicationsRoutes(_deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  return routes;
}
