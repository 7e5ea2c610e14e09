// GET /api/content: the configured tutorial videos and Christmas winners, and whether the partner
// contracts are real, so the SPA can say so instead of showing placeholder data as fact.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { partnersOf } from '../services/partners.ts';
import { partnersConfigured, type ContentResponse } from '../contract/content.ts';
import { PARTNERS_CACHE_S } from '../contract/partners.ts';

export function contentOf(deps: AppDeps): ContentResponse {
  return {
    partnersConfigured: partnersConfigured(partnersOf(deps)),
    tutorialVideos: deps.config.content?.tutorialVideos ?? null,
    xmasWinners: deps.config.content?.xmasWinners ?? null,
  };
}

export function contentRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/content', (c) => {
    c.header('Cache-Control', `public, max-age=${PARTNERS_CACHE_S}`);
    return c.json(contentOf(deps) satisfies ContentResponse);
  });
  return routes;
}
