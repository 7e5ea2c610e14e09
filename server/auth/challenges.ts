// One-time challenges: issued for an address and wallet, consumed exactly once before they expire.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/client.ts';
import { CHALLENGE_TTL_MS, type ProofWallet } from '../contract/auth.ts';
import { insertChallenge, useChallenge, type Challenge } from '../db/queries/auth-challenges.ts';
import { proofMessage } from './proof-message.ts';

export async function issueChallenge(
  db: Queryable,
  /** `address` is the stored identity; the signed text names `shown`, the address the wallet shows. */
  p: { address: string; shown: string; wallet: ProofWallet; domain: string; chainId: string; now: Date },
): Promise<Challenge> {
  // 128 bits of randomness, hex so it reads plainly in the signed text.
  const nonce = randomBytes(16).toString('hex');
  const expiresAt = new Date(p.now.getTime() + CHALLENGE_TTL_MS);
  const message = proofMessage({ domain: p.domain, address: p.shown, wallet: p.wallet, chainId: p.chainId, nonce, expiresAt });
  await insertChallenge(db, { nonce, address: p.address, wallet: p.wallet, message, expiresAt }, p.now);
  return { nonce, address: p.address, wallet: p.wallet, message, expiresAt };
}

/** Marks the challenge used and returns it, or null when it is unknown, used, expired or someone else's. */
export async function consumeChallenge(
  db: Queryable,
  p: { nonce: string; address: string; wallet: ProofWallet; now: Date },
): Promise<Challenge | null> {
  const challenge = await useChallenge(db, p.nonce, p.now);
  if (!challenge || challenge.address !== p.address || challenge.wallet !== p.wallet) return null;
  return challenge;
}
