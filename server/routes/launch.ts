// The launch's server side: which pinning this deployment offers, and an upload URL Pinata signed with
// the deployment's key for one CAR of the signed-in user (services/pinata-sign.ts).
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireSession } from '../auth/require-session.ts';
import { validJson } from '../validators.ts';
import { signedIn } from '../middleware/session-checks.ts';
import { pinataUploadFor } from '../services/pinata-sign.ts';
import { pinataUploadUrlRequestSchema, type LaunchServices } from '../contract/launch.ts';

export function launchRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/launch/services', (c) => c.json({ pinataSignedUploads: Boolean(deps.config.pinata) } satisfies LaunchServices));
  routes.post('/launch/pinata-upload-url', signedIn, validJson(pinataUploadUrlRequestSchema), async (c) => {
    const session = requireSession(c);
    return c.json(await pinataUploadFor(deps, session.address, c.req.valid('json')));
  });
  return routes;
}
