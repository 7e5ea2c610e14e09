// Project applications: anyone may read the list of applied projects; applying needs a session, which
// owns the application. Each owner has a small cap so the public list cannot be flooded.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireSession } from '../auth/require-session.ts';
import { formBody } from '../request-body.ts';
import { badRequest } from '../http-error.ts';
import { applicationSchema, type ApplicationsResponse } from '../contract/applications.ts';
import { applicationsFor, submitApplication } from '../services/applications.ts';
import { plainText } from '../contract/text.ts';

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : undefined);

export function applicationsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/applications.php', async (c) => {
    const viewer = c.get('session')?.address ?? null;
    const body: ApplicationsResponse = { success: true, applications: await applicationsFor(deps, viewer) };
    return c.json(body);
  });

  routes.post('/submit_application.php', async (c) => {
    const { address } = requireSession(c);
    const form = await formBody(c);
    const parsed = plainText(applicationSchema).safeParse({ name: text(form.get('name')) ?? '', twitter: text(form.get('twitter')) });
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid application');
    const id = await submitApplication(deps, address, parsed.data);
    return c.json({ success: true, message: 'Application submitted successfully', id, status: 'pending' });
  });

  return routes;
}
