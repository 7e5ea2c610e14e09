// Server sessions (sessions), found by the hash of their cookie id.
import type { Queryable } from '../client.ts';

export interface SessionRow {
  idHash: string;
  address: string;
  wallet: string;
  email: string | null;
  xsrfToken: string;
  lastSeenAt: Date;
}

export async function deleteSession(db: Queryable, idHash: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
}

export async function insertSession(
  db: Queryable,
  s: Omit<SessionRow, 'lastSeenAt'> & { createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO sessions (id_hash, address, wallet, email, xsrf_token, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7)`,
    [s.idHash, s.address, s.wallet, s.email, s.xsrfToken, s.createdAt, s.expiresAt],
  );
}

/** The session when it has neither expired nor been idle since `idleSince`. */
export async function findLiveSession(db: Queryable, p: { idHash: string; now: Date; idleSince: Date }): Promise<SessionRow | null> {
  const [row] = await db.query<{
    id_hash: string;
    address: string;
    wallet: string;
    email: string | null;
    xsrf_token: string;
    last_seen_at: Date;
  }>(
    `SELECT id_hash, address, wallet, email, xsrf_token, last_seen_at FROM sessions
     WHERE id_hash = $1 AND expires_at > $2 AND last_seen_at > $3`,
    [p.idHash, p.now, p.idleSince],
  );
  if (!row) return null;
  return {
    idHash: row.id_hash,
    address: row.address,
    wallet: row.wallet,
    email: row.email,
    xsrfToken: row.xsrf_token,
    lastSeenAt: new Date(row.last_seen_at),
  };
}

export async function touchSession(db: Queryable, idHash: string, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET last_seen_at = $2 WHERE id_hash = $1', [idHash, now]);
}
