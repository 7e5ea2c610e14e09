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

export interface BorrowRecord {
  id: number;
  /** The recipient. */
  address: string;
  credits: number;
  created_at: string;
}

export interface BorrowSummary {
  /** Own partner-derived credits: what lending draws from. */
  total: number;
  borrowed: number;
  /** total - borrowed, never negative. */
  available: number;
  /** Lent to this address by others; counts for its limits but cannot be lent on. */
  received: number;
}

export interface BorrowListResponse {
  success: true;
  records: BorrowRecord[];
  summary: BorrowSummary;
}

export interface BorrowMessageResponse {
  success: true;
  message: string;
}
