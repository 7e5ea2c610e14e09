// Project applications: anyone may read the list of applied projects; applying needs a session, which
// owns the application. Each owner has a small cap so the public list cannot be flooded.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireSession } from '../auth/require-session.ts';
import { formBody } from '../request-body.ts';
import { plainText } from '../contract/text.ts';
import { badRequest, conflict } from '../http-error.ts';
import { lockKey } from '../db/client.ts';
import { APPLICATIONS_PER_OWNER } from '../contract/limits.ts';
import { applicationSchema, type Application, type ApplicationsResponse } from '../contract/applications.ts';

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : undefined);

export function applicationsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/applications.php', async (c) => {
    const viewer = c.get('session')?.address ?? null;
    const rows = await deps.db.query<Omit<Application, 'id' | 'mine' | 'created_at'> & { id: string; owner: string; created_at: Date }>(
      'SELECT id, owner, name, twitter, status, created_at FROM applications ORDER BY created_at DESC, id DESC',
    );
    const body: ApplicationsResponse = {
      success: true,
      applications: rows.map((r) => ({
        id: Number(r.id),
        name: r.name,
        twitter: r.twitter,
        status: r.status,
        mine: r.owner === viewer,
        created_at: new Date(r.created_at).toISOString(),
      })),
    };
    return c.json(body);
  });

  routes.post('/submit_application.php', async (c) => {
    const { address } = requireSession(c);
    const form = await formBody(c);
    const parsed = plainText(applicationSchema).safeParse({ name: text(form.get('name')) ?? '', twitter: text(form.get('twitter')) });
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid application');
    const { name, twitter } = parsed.data;
    const id = await deps.db.transaction(async (tx) => {
      await lockKey(tx, `applications:${address}`);
      const [count] = await tx.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM applications WHERE owner = $1', [address]);
      if ((count?.n ?? 0) >= APPLICATIONS_PER_OWNER) throw conflict(`You can submit at most ${APPLICATIONS_PER_OWNER} applications`);
      const [row] = await tx.query<{ id: string }>(
        "INSERT INTO applications (owner, name, twitter, status, created_at) VALUES ($1, $2, $3, 'pending', $4) RETURNING id",
        [address, name, twitter, deps.clock.now()],
      );
      return Number(row!.id);
    });
    return c.json({ success: true, message: 'Application submitted successfully', id, status: 'pending' });
  });

  return routes;
}
