// Email users get an opaque address: path-safe, never mistaken for a chain address ('stars1...'),
// fixed on first sign-in.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/client.ts';
import { emailAddressOrInsert } from '../db/queries/email-users.ts';

export const EMAIL_ADDRESS_PREFIX = 'email-';

export const newEmailAddress = () => `${EMAIL_ADDRESS_PREFIX}${randomBytes(16).toString('hex')}`;

export const emailUserAddress = (db: Queryable, email: string, now: Date): Promise<string> =>
  emailAddressOrInsert(db, email, newEmailAddress(), now);
