// Email users (email_users): the opaque address each email is given on its first sign-in.
import type { Queryable } from '../client.ts';

/** The email's address, giving it `newAddress` when it has none yet. */
export async function emailAddressOrInsert(db: Queryable, email: string, newAddress: string, now: Date): Promise<string> {
  await db.query('INSERT INTO email_users (email, address, created_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING', [
    email,
    newAddress,
    now,
  ]);
  const [row] = await db.query<{ address: string }>('SELECT address FROM email_users WHERE email = $1', [email]);
  if (!row) throw new Error('email user vanished after insert');
  return row.address;
}
