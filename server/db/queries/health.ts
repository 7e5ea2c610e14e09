// The database answers at all (GET /api/health).
import type { Queryable } from '../client.ts';

export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
