// Every resource router, mounted under /api. Each module owns its endpoints of SPEC.md section 7.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { healthRoutes } from './health.ts';
import { sessionRoutes } from './session.ts';

export function apiRoutes(deps: AppDeps) {
  const api = new Hono<AppEnv>();
  api.route('/', healthRoutes(deps));
  api.route('/', sessionRoutes(deps));
  return api;
}
