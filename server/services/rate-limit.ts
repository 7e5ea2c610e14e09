// Rate limits kept in the database (rate_events), so they hold across restarts and processes.
// Callers run `takeRateSlots` inside a transaction; every bucket is locked, checked, then recorded.
import { lockKey, type Queryable } from '../db/client.ts';
import { tooMany } from '../http-error.ts';

export interface RateRule {
  bucket: string;
  windowMs: number;
  max: number;
}

/** Throws 429 when any rule is exhausted; otherwise records one event in every bucket. */
export async function takeRateSlots(tx: Queryable, rules: RateRule[], now: Date): Promise<void> {
  for (const rule of rules) await lockKey(tx, `rate:${rule.bucket}`);
  for (const rule of rules) {
    const since = new Date(now.getTime() - rule.windowMs);
    const [row] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM rate_events WHERE bucket = $1 AND at > $2',
      [rule.bucket, since],
    );
    if ((row?.n ?? 0) >= rule.max) throw tooMany();
  }
  for (const rule of rules) {
    await tx.query('DELETE FROM rate_events WHERE bucket = $1 AND at <= $2', [rule.bucket, new Date(now.getTime() - rule.windowMs)]);
    await tx.query('INSERT INTO rate_events (bucket, at) VALUES ($1, $2)', [rule.bucket, now]);
  }
}
