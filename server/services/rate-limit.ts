// Rate limits kept in the database (rate_events), so they hold across restarts and processes.
// Callers run `takeRateSlots` inside a transaction; every bucket is locked, checked, then recorded.
import { lockKey, type Queryable } from '../db/client.ts';
import { tooMany } from '../http-error.ts';
import { recentEvents, recordEvent } from '../db/queries/rate-events.ts';

export interface RateRule {
  bucket: string;
  windowMs: number;
  max: number;
  /** The refusal the user reads, given when a slot frees again (e.g. 'in 42 minutes'). */
  message?: (retryIn: string) => string;
}

/** 'in 40 seconds', 'in 1 minute', 'in 42 minutes': when the oldest event leaves the window. */
export function retryIn(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Throws 429 when any rule is exhausted; otherwise records one event in every bucket. */
export async function takeRateSlots(tx: Queryable, rules: RateRule[], now: Date): Promise<void> {
  for (const rule of rules) await lockKey(tx, `rate:${rule.bucket}`);
  for (const rule of rules) {
    const { count, oldest } = await recentEvents(tx, rule.bucket, new Date(now.getTime() - rule.windowMs));
    if (count < rule.max) continue;
    const frees = oldest ? oldest.getTime() + rule.windowMs - now.getTime() : rule.windowMs;
    throw rule.message ? tooMany(rule.message(retryIn(frees))) : tooMany();
  }
  for (const rule of rules) await recordEvent(tx, rule.bucket, now, new Date(now.getTime() - rule.windowMs));
}
