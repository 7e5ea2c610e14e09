// Credits and allowances of the signed-in user, and the partner collections in force (the SPA shows both).
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireSession } from '../auth/require-session.ts';
import { allowancesOf, creditSummary } from '../services/credits.ts';
import { partnersOf } from '../services/partners.ts';
import type { CreditsResponse } from '../contract/credits.ts';
import { partnersConfigured } from '../contract/content.ts';
import { PARTNERS_CACHE_S, type PartnersResponse } from '../contract/partners.ts';

export function creditsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  // The spec's client sends ?stars=; the figure is always the session user's.
  routes.get('/fetch.php', async (c) => {
    const session = requireSession(c);
    const summary = await creditSummary(deps, session.address);
    return c.json({
      ...summary,
      partnersConfigured: partnersConfigured(partnersOf(deps)),
      allowances: allowancesOf(summary, session.wallet === 'email'),
    } satisfies CreditsResponse);
  });
  routes.get('/partners', (c) => {
    c.header('Cache-Control', `public, max-age=${PARTNERS_CACHE_S}`);
    return c.json({ partners: [...partnersOf(deps)] } satisfies PartnersResponse);
  });
  return routes;
}
