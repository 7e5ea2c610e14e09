// Rate-limit events (rate_events): one row per counted action, per bucket.
import type { Queryable } from '../client.ts';

/** How many events the bucket holds after `since`, and when the oldest of them happened. */
export async function recentEvents(db: Queryable, bucket: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db.query<{ n: number; oldest: Date | null }>(
    'SELECT count(*)::int AS n, min(at) AS oldest FROM rate_events WHERE bucket = $1 AND at > $2',
    [bucket, since],
  );
  return { count: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** Records one event at `now` and drops the bucket's events from before `windowStart`. */
export async function recordEvent(db: Queryable, bucket: string, now: Date, windowStart: Date): Promise<void> {
  await db.query('DELETE FROM rate_events WHERE bucket = $1 AND at <= $2', [bucket, windowStart]);
  await db.query('INSERT INTO rate_events (bucket, at) VALUES ($1, $2)', [bucket, now]);
}
