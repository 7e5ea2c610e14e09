// Files a user may keep: email users a fixed 100; wallets their server credits plus 100 free, or 100
// when the credit lookup fails (SPEC.md section 6).
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CREDIT_FALLBACK_LIMIT, EMAIL_WALLET_ALLOWANCE, FREE_CREDITS } from '../../../config/constants';
import { notify } from '../../../components/ui/notification-store';

export const uploadAllowanceQueryOptions = (isEmailUser: boolean) =>
  queryOptions({
    queryKey: ['upload-allowance', isEmailUser] as const,
    queryFn: async (): Promise<number> => {
      if (isEmailUser) return EMAIL_WALLET_ALLOWANCE;
      try {
        const { credits } = await api.get('fetch.php').json<{ credits: number }>();
        return Math.max(0, Number(credits) || 0) + FREE_CREDITS;
      } catch {
        notify('error', 'Error checking upload limits');
        return CREDIT_FALLBACK_LIMIT;
      }
    },
    retry: false,
  });

/**
 * The allowance checked again at the moment files are chosen (credits may have changed since the screen
 * opened). On failure the user is told and the allowance already known stands; the server enforces
 * the limit either way.
 */
export async function verifyAllowance(isEmailUser: boolean, known: number): Promise<number> {
  if (isEmailUser) return EMAIL_WALLET_ALLOWANCE;
  try {
    const { credits } = await api.get('fetch.php').json<{ credits: number }>();
    return Math.max(0, Number(credits) || 0) + FREE_CREDITS;
  } catch {
    notify('warning', 'Error verifying credits limit');
    return known;
  }
}
