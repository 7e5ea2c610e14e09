// Collection covers, served with the type their bytes proved at upload, to their owner only.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireSession } from '../auth/require-session.ts';
import { ownedCover } from '../services/collection-covers.ts';

export function coverRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/covers/:owner/:file', async (c) => {
    const { address } = requireSession(c);
    const key = `covers/${c.req.param('owner')}/${c.req.param('file')}`;
    const { bytes, type } = await ownedCover(deps, key, address);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': type, 'Cache-Control': 'private, max-age=86400' });
  });
  return routes;
}
