// Every resource router, mounted under /api. Each module owns its endpoints of SPEC.md section 7.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { healthRoutes } from './health.ts';
import { sessionRoutes } from './session.ts';
import { authRoutes } from './auth.ts';
import { collectionsRoutes } from './collections.ts';
import { coverRoutes } from './collection-covers.ts';
import { creditsRoutes } from './credits.ts';
import { contentRoutes } from './content.ts';
import { chainRoutes } from './chain.ts';
import { launchRoutes } from './launch.ts';
import { filesRoutes } from './files.ts';
import { fileUploadRoutes } from './file-uploads.ts';
import { traitsRoutes } from './traits.ts';
import { borrowRoutes } from './borrow.ts';
import { ticketsRoutes } from './tickets.ts';
import { applicationsRoutes } from './applications.ts';
import { votesRoutes } from './votes.ts';

export function apiRoutes(deps: AppDeps) {
  const api = new Hono<AppEnv>();
  api.route('/', healthRoutes(deps));
  api.route('/', sessionRoutes(deps));
  api.route('/', authRoutes(deps));
  api.route('/', collectionsRoutes(deps));
  api.route('/', coverRoutes(deps));
  api.route('/', creditsRoutes(deps));
  api.route('/', contentRoutes(deps));
  api.route('/', chainRoutes(deps));
  api.route('/', launchRoutes(deps));
  api.route('/', filesRoutes(deps));
  api.route('/', fileUploadRoutes(deps));
  api.route('/', traitsRoutes(deps));
  api.route('/', borrowRoutes(deps));
  api.route('/', ticketsRoutes(deps));
  api.route('/', applicationsRoutes(deps));
  api.route('/', votesRoutes(deps));
  return api;
}
