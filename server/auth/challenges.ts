// One-time challenges: issued for an address and wallet, consumed exactly once before they expire.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/client.ts';
import { CHALLENGE_TTL_MS, type ProofWallet } from '../contract/auth.ts';
import { proofMessage } from './proof-message.ts';

export interface Challenge {
  nonce: string;
  address: string;
  wallet: ProofWallet;
  message: string;
  expiresAt: Date;
}

export async function issueChallenge(
  db: Queryable,
  p: { address: string; wallet: ProofWallet; domain: string; now: Date },
): Promise<Challenge> {
  // 128 bits of randomness, hex so it reads plainly in the signed text.
  const nonce = randomBytes(16).toString('hex');
  const expiresAt = new Date(p.now.getTime() + CHALLENGE_TTL_MS);
  const message = proofMessage({ domain: p.domain, address: p.address, wallet: p.wallet, nonce, expiresAt });
  await db.query('DELETE FROM auth_challenges WHERE expires_at < $1', [p.now]);
  await db.query('INSERT INTO auth_challenges (nonce, address, wallet, message, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    nonce,
    p.address,
    p.wallet,
    message,
    expiresAt,
  ]);
  return { nonce, address: p.address, wallet: p.wallet, message, expiresAt };
}

/** Marks the challenge used and returns it, or null when it is unknown, used, expired or someone else's. */
export async function consumeChallenge(
  db: Queryable,
  p: { nonce: string; address: string; wallet: ProofWallet; now: Date },
): Promise<Challenge | null> {
  const rows = await db.query<{ nonce: string; address: string; wallet: ProofWallet; message: string; expires_at: Date }>(
    `UPDATE auth_challenges SET used_at = $2
     WHERE nonce = $1 AND used_at IS NULL AND expires_at > $2
     RETURNING nonce, address, wallet, message, expires_at`,
    [p.nonce, p.now],
  );
  const row = rows[0];
  if (!row || row.address !== p.address || row.wallet !== p.wallet) return null;
  return { nonce: row.nonce, address: row.address, wallet: row.wallet, message: row.message, expiresAt: new Date(row.expires_at) };
}
