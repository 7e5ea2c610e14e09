// Lending credits (SPEC.md sections 5 and 7): request and response shapes shared by the SPA and the server.
import { z } from 'zod';
import { BORROW_MAX_CREDITS } from './limits.ts';
import type { ChainProfile } from '../../shared/chains/chain-profile.ts';
import { accountOn } from '../../shared/chains/account.ts';

/** SPEC.md's rule with the active chain's prefix ("stars" on Stargaze, the spec's text). */
export const invalidRecipient = (prefix: string) =>
  `Invalid recipient address format. Must start with "${prefix}" followed by 39 characters.`;
export const SELF_BORROW = 'Cannot borrow to your own wallet address';
export const tooManyCredits = (available: number) => `Cannot borrow more than available credits (${available})`;
export const INVALID_CREDITS = `Credits must be a whole number between 1 and ${BORROW_MAX_CREDITS}`;

/**
 * The recipient's account (stored form): an account of the active chain typed in its prefix or in the
 * other shipped chain's (the same key), with a real bech32 checksum, so a typo never swallows credits.
 */
export const recipientAccount = (chain: Pick<ChainProfile, 'bech32Prefix'>, address: string): string | null => accountOn(chain, address);

/** The address is checked against the active chain's rule by the route (recipientAccount). */
export const addBorrowSchema = z.object({
  address: z.string().max(128),
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
