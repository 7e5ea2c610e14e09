// Email codes: 6 symbols of a 32-symbol alphabet, stored only as an HMAC, 10 minutes, single use, and
// dead after 5 wrong tries. A new code replaces any earlier one for the same email.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/client.ts';
import { CODE_LENGTH } from '../contract/limits.ts';
import { EMAIL_CODE_ALPHABET, EMAIL_CODE_MAX_ATTEMPTS, EMAIL_CODE_TTL_MS } from '../contract/auth.ts';

export function generateCode(): string {
  // 32 symbols: the low 5 bits of a random byte pick one without bias.
  return Array.from(randomBytes(CODE_LENGTH), (b) => EMAIL_CODE_ALPHABET[b & 31]).join('');
}

const codeHmac = (secret: string, email: string, code: string) => createHmac('sha256', secret).update(`${email}\n${code}`).digest('hex');

export async function storeCode(db: Queryable, p: { secret: string; email: string; code: string; now: Date }): Promise<void> {
  await db.query('UPDATE email_codes SET used_at = $2 WHERE email = $1 AND used_at IS NULL', [p.email, p.now]);
  await db.query('INSERT INTO email_codes (email, code_hmac, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    p.email,
    codeHmac(p.secret, p.email, p.code),
    p.now,
    new Date(p.now.getTime() + EMAIL_CODE_TTL_MS),
  ]);
}

/** True when `code` is the live code of `email` (and uses it up); a wrong guess counts an attempt. */
export async function checkCode(db: Queryable, p: { secret: string; email: string; code: string; now: Date }): Promise<boolean> {
  const [row] = await db.query<{ id: string; code_hmac: string }>(
    `SELECT id, code_hmac FROM email_codes
     WHERE email = $1 AND used_at IS NULL AND expires_at > $2 AND attempts < $3
     ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [p.email, p.now, EMAIL_CODE_MAX_ATTEMPTS],
  );
  if (!row) return false;
  const expected = Buffer.from(row.code_hmac, 'hex');
  const given = Buffer.from(codeHmac(p.secret, p.email, p.code), 'hex');
  if (timingSafeEqual(expected, given)) {
    await db.query('UPDATE email_codes SET used_at = $2 WHERE id = $1', [row.id, p.now]);
    return true;
  }
  await db.query('UPDATE email_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
  return false;
}

/** Retires every live code of an address (a code nobody received must not stay guessable). */
export async function retireCodes(db: Queryable, p: { email: string; now: Date }): Promise<void> {
  await db.query('UPDATE email_codes SET used_at = $2 WHERE email = $1 AND used_at IS NULL', [p.email, p.now]);
}
