// Email users get an opaque address: path-safe, never mistaken for a chain address ('stars1...'),
// fixed on first sign-in.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/client.ts';

export const EMAIL_ADDRESS_PREFIX = 'email-';

export const newEmailAddress = () => `${EMAIL_ADDRESS_PREFIX}${randomBytes(16).toString('hex')}`;

export async function emailUserAddress(db: Queryable, email: string, now: Date): Promise<string> {
  await db.query('INSERT INTO email_users (email, address, created_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING', [
    email,
    newEmailAddress(),
    now,
  ]);
  const [row] = await db.query<{ address: string }>('SELECT address FROM email_users WHERE email = $1', [email]);
  if (!row) throw new Error('email user vanished after insert');
  return row.address;
}
