// Email codes: 6 symbols of a 32-symbol alphabet, stored only as an HMAC, 10 minutes, single use, and
// dead after 5 wrong tries. A new code replaces any earlier one for the same email.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/client.ts';
import { CODE_LENGTH } from '../contract/limits.ts';
import { EMAIL_CODE_ALPHABET, EMAIL_CODE_MAX_ATTEMPTS, EMAIL_CODE_TTL_MS } from '../contract/auth.ts';
import { countWrongAttempt, findLiveCode, insertCode, markCodeUsed, retireLiveCodes } from '../db/queries/email-codes.ts';

export function generateCode(): string {
  // 32 symbols: the low 5 bits of a random byte pick one without bias.
  return Array.from(randomBytes(CODE_LENGTH), (b) => EMAIL_CODE_ALPHABET[b & 31]).join('');
}

const codeHmac = (secret: string, email: string, code: string) => createHmac('sha256', secret).update(`${email}\n${code}`).digest('hex');

export async function storeCode(db: Queryable, p: { secret: string; email: string; code: string; now: Date }): Promise<void> {
  await retireLiveCodes(db, p.email, p.now);
  await insertCode(db, {
    email: p.email,
    codeHmac: codeHmac(p.secret, p.email, p.code),
    createdAt: p.now,
    expiresAt: new Date(p.now.getTime() + EMAIL_CODE_TTL_MS),
  });
}

/** True when `code` is the live code of `email` (and uses it up); a wrong guess counts an attempt. */
export async function checkCode(db: Queryable, p: { secret: string; email: string; code: string; now: Date }): Promise<boolean> {
  const live = await findLiveCode(db, { email: p.email, now: p.now, maxAttempts: EMAIL_CODE_MAX_ATTEMPTS });
  if (!live) return false;
  const expected = Buffer.from(live.codeHmac, 'hex');
  const given = Buffer.from(codeHmac(p.secret, p.email, p.code), 'hex');
  if (timingSafeEqual(expected, given)) {
    await markCodeUsed(db, live.id, p.now);
    return true;
  }
  await countWrongAttempt(db, live.id);
  return false;
}

/** Retires every live code of an address (a code nobody received must not stay guessable). */
export async function retireCodes(db: Queryable, p: { email: string; now: Date }): Promise<void> {
  await retireLiveCodes(db, p.email, p.now);
}
