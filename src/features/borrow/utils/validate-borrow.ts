import { INVALID_CREDITS, invalidRecipient, recipientAccount, SELF_BORROW, tooManyCredits } from '@contract/borrow';
import type { ChainProfile } from '@shared/chains/chain-profile';
import { BORROW_MAX_CREDITS } from '@/config/constants';

export const NO_WALLET = 'Please connect your wallet first';

interface BorrowInput {
  recipient: string;
  credits: string;
  ownAddress: string | null;
  available: number;
  /** The active chain: its prefix is the rule's (the other shipped chain's names the same accounts). */
  chain: Pick<ChainProfile, 'bech32Prefix'>;
}

/** The first rule of SPEC.md section 5 that the input breaks, or null; the server checks them again. */
export function validateBorrow({ recipient, credits, ownAddress, available, chain }: BorrowInput): string | null {
  if (!ownAddress) return NO_WALLET;
  const account = recipientAccount(chain, recipient);
  if (!account) return invalidRecipient(chain.bech32Prefix);
  if (account === recipientAccount(chain, ownAddress.toLowerCase())) return SELF_BORROW;
  const amount = Number(credits);
  if (!/^\d+$/.test(credits.trim()) || amount < 1 || amount > BORROW_MAX_CREDITS) return INVALID_CREDITS;
  if (amount > available) return tooManyCredits(available);
  return null;
}
