// The server's own check (GET /api/health): the database answers at all.
import type { AppDeps } from '../deps.ts';
import { pingDatabase } from '../db/queries/health.ts';

export async function checkDatabase(deps: AppDeps): Promise<{ status: 'ok'; database: AppDeps['db']['kind'] }> {
  await pingDatabase(deps.db);
  return { status: 'ok', database: deps.db.kind };
}
