// One-time wallet challenges (auth_challenges): stored when issued, used up exactly once.
import type { Queryable } from '../client.ts';
import type { ProofWallet } from '../../contract/auth.ts';

export interface Challenge {
  nonce: string;
  address: string;
  wallet: ProofWallet;
  message: string;
  expiresAt: Date;
}

/** Stores a new challenge, dropping the expired ones on the way. */
export async function insertChallenge(db: Queryable, c: Challenge, now: Date): Promise<void> {
  await db.query('DELETE FROM auth_challenges WHERE expires_at < $1', [now]);
  await db.query('INSERT INTO auth_challenges (nonce, address, wallet, message, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    c.nonce,
    c.address,
    c.wallet,
    c.message,
    c.expiresAt,
  ]);
}

/** Marks a live, unused challenge used and returns it; null when it is unknown, used or expired. */
export async function useChallenge(db: Queryable, nonce: string, now: Date): Promise<Challenge | null> {
  const [row] = await db.query<{ nonce: string; address: string; wallet: ProofWallet; message: string; expires_at: Date }>(
    `UPDATE auth_challenges SET used_at = $2
     WHERE nonce = $1 AND used_at IS NULL AND expires_at > $2
     RETURNING nonce, address, wallet, message, expires_at`,
    [nonce, now],
  );
  return row
    ? { nonce: row.nonce, address: row.address, wallet: row.wallet, message: row.message, expiresAt: new Date(row.expires_at) }
    : null;
}
