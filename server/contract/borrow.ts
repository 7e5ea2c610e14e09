// Lending credits (SPEC.md sections 5 and 7): request and response shapes shared by the SPA and the server.
import { fromBech32 } from '@cosmjs/encoding';
import { z } from 'zod';
import { BORROW_ADDRESS_PATTERN, BORROW_MAX_CREDITS } from './limits.ts';

export const INVALID_RECIPIENT = 'Invalid recipient address format. Must start with "stars" followed by 39 characters.';
export const SELF_BORROW = 'Cannot borrow to your own wallet address';
export const tooManyCredits = (available: number) => `Cannot borrow more than available credits (${available})`;
export const INVALID_CREDITS = `Credits must be a whole number between 1 and ${BORROW_MAX_CREDITS}`;

/** The spec's pattern, and a real bech32 checksum: a typo never swallows credits. */
export function isValidRecipient(address: string): boolean {
  if (!BORROW_ADDRESS_PATTERN.test(address)) return false;
  try {
    return fromBech32(address, 90).prefix === 'stars';
  } catch {
    return false;
  }
}

export const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export const addBorrowSchema = z.object({
  address: z.string().refine(isValidRecipient, INVALID_RECIPIENT),
  credits: z.number({ error: INVALID_CREDITS }).int(INVALID_CREDITS).min(1, INVALID_CREDITS).max(BORROW_MAX_CREDITS, INVALID_CREDITS),
});
export type AddBorrowRequest = z.infer<typeof addBorrowSchema>;

export const deleteBorrowSchema = z.object({ id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,18}$/)]) });

// Responses: schemas, so the SPA parses what it receives (src/lib/get-json.ts) instead of trusting a cast.
const borrowRecordSchema = z.object({
  id: z.number().int(),
  /** The recipient. */
  address: z.string(),
  credits: z.number().int(),
  created_at: z.string(),
});
export type BorrowRecord = z.infer<typeof borrowRecordSchema>;

const borrowSummarySchema = z.object({
  /** Own partner-derived credits: what lending draws from. */
  total: z.number().int(),
  borrowed: z.number().int(),
  /** total - borrowed, never negative. */
  available: z.number().int(),
  /** Lent to this address by others; counts for its limits but cannot be lent on. */
  received: z.number().int(),
});
export type BorrowSummary = z.infer<typeof borrowSummarySchema>;

export const borrowListResponseSchema = z.object({
  success: z.literal(true),
  records: z.array(borrowRecordSchema),
  summary: borrowSummarySchema,
});
export type BorrowListResponse = z.infer<typeof borrowListResponseSchema>;
