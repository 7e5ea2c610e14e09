// Project applications: anyone may read the list of applied projects; applying needs a session, which
// owns the application. Each owner has a small cap so the public list cannot be flooded.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireSession } from '../auth/require-session.ts';
import { exactIssue } from '../request-body.ts';
import { validForm } from '../validators.ts';
import { signedIn } from '../middleware/session-checks.ts';
import { applicationSchema, type ApplicationsResponse } from '../contract/applications.ts';
import { applicationsFor, submitApplication } from '../services/applications.ts';

export function applicationsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/applications.php', async (c) => {
    const viewer = c.get('session')?.address ?? null;
    const body: ApplicationsResponse = { success: true, applications: await applicationsFor(deps, viewer) };
    return c.json(body);
  });

  // A missing name reads as empty (the spec's message for it); the first issue's message as it is.
  routes.post('/submit_application.php', signedIn, validForm(applicationSchema, { name: '' }, exactIssue), async (c) => {
    const { address } = requireSession(c);
    const id = await submitApplication(deps, address, c.req.valid('form'));
    return c.json({ success: true, message: 'Application submitted successfully', id, status: 'pending' });
  });

  return routes;
}
