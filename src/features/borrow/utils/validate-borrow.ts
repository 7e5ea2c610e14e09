import { INVALID_CREDITS, INVALID_RECIPIENT, isValidRecipient, sameAddress, SELF_BORROW, tooManyCredits } from '@contract/borrow';
import { BORROW_MAX_CREDITS } from '@/config/constants';

export const NO_WALLET = 'Please connect your wallet first';

interface BorrowInput {
  recipient: string;
  credits: string;
  ownAddress: string | null;
  available: number;
}

/** The first rule of SPEC.md section 5 that the input breaks, or null; the server checks them again. */
export function validateBorrow({ recipient, credits, ownAddress, available }: BorrowInput): string | null {
  if (!ownAddress) return NO_WALLET;
  if (!isValidRecipient(recipient)) return INVALID_RECIPIENT;
  if (sameAddress(recipient, ownAddress)) return SELF_BORROW;
  const amount = Number(credits);
  if (!/^\d+$/.test(credits.trim()) || amount < 1 || amount > BORROW_MAX_CREDITS) return INVALID_CREDITS;
  if (amount > available) return tooManyCredits(available);
  return null;
}
