// Project applications: the public list and what one owner has submitted.
import type { Queryable } from '../client.ts';
import type { Application } from '../../contract/applications.ts';

type ApplicationRow = Omit<Application, 'id' | 'mine' | 'created_at'> & { id: string; owner: string; created_at: Date };

/** Every application, newest first; `mine` tells the viewer's own (none when anonymous). */
export async function listApplications(db: Queryable, viewer: string | null): Promise<Application[]> {
  const rows = await db.query<ApplicationRow>(
    'SELECT id, owner, name, twitter, status, created_at FROM applications ORDER BY created_at DESC, id DESC',
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    twitter: r.twitter,
    status: r.status,
    mine: r.owner === viewer,
    created_at: new Date(r.created_at).toISOString(),
  }));
}

export async function countApplicationsByOwner(db: Queryable, owner: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM applications WHERE owner = $1', [owner]);
  return row?.n ?? 0;
}

/** New applications are always 'pending'. */
export async function insertApplication(
  db: Queryable,
  a: { owner: string; name: string; twitter: string; createdAt: Date },
): Promise<number> {
  const [row] = await db.query<{ id: string }>(
    "INSERT INTO applications (owner, name, twitter, status, created_at) VALUES ($1, $2, $3, 'pending', $4) RETURNING id",
    [a.owner, a.name, a.twitter, a.createdAt],
  );
  return Number(row!.id);
}
