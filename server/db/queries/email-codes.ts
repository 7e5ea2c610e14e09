// Email sign-in codes (email_codes), kept only as an HMAC; a code is live until used, expired or out of tries.
import type { Queryable } from '../client.ts';

/** Uses up every live code of an email. */
export async function retireLiveCodes(db: Queryable, email: string, now: Date): Promise<void> {
  await db.query('UPDATE email_codes SET used_at = $2 WHERE email = $1 AND used_at IS NULL', [email, now]);
}

export async function insertCode(db: Queryable, c: { email: string; codeHmac: string; createdAt: Date; expiresAt: Date }): Promise<void> {
  await db.query('INSERT INTO email_codes (email, code_hmac, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    c.email,
    c.codeHmac,
    c.createdAt,
    c.expiresAt,
  ]);
}

/** The newest live code of an email, locked for the check that follows. */
export async function findLiveCode(
  db: Queryable,
  p: { email: string; now: Date; maxAttempts: number },
): Promise<{ id: string; codeHmac: string } | null> {
  const [row] = await db.query<{ id: string; code_hmac: string }>(
    `SELECT id, code_hmac FROM email_codes
     WHERE email = $1 AND used_at IS NULL AND expires_at > $2 AND attempts < $3
     ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [p.email, p.now, p.maxAttempts],
  );
  return row ? { id: row.id, codeHmac: row.code_hmac } : null;
}

export async function markCodeUsed(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query('UPDATE email_codes SET used_at = $2 WHERE id = $1', [id, now]);
}

export async function countWrongAttempt(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE email_codes SET attempts = attempts + 1 WHERE id = $1', [id]);
}
