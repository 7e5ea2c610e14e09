// The files allowance checked again at the moment files are chosen (credits may have changed since the
// screen opened). On failure the user is told and the allowance already known stands; the server enforces
// the limit either way. A fresh answer also refreshes every screen's cached figures.
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/notification-store';
import { creditsKeys, fetchCredits, selectFileAllowance } from '../../../lib/credits';
import { provedAddress, useSessionStore } from '../../../lib/session-store';

export function useVerifyAllowance() {
  const queryClient = useQueryClient();
  const address = useSessionStore(provedAddress);
  return async (known: number): Promise<number> => {
    const credits = await fetchCredits(address);
    if (credits.lookupFailed) {
      notify('warning', 'Error verifying credits limit');
      return known;
    }
    queryClient.setQueryData(creditsKeys.of(address), credits);
    return selectFileAllowance(credits).limit;
  };
}
