// The files allowance checked again at the moment files are chosen (credits may have changed since the
// screen opened), through the one credits query. On failure the user is told and the allowance already
// known stands (the cached figures are kept, so the screen does not report the failure a second time);
// the server enforces the limit either way. A fresh answer refreshes every screen's cached figures.
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/ui/notification-store';
import { creditsQueryOptions, selectFileAllowance } from '@/lib/credits';
import { provedAddress, useSessionStore } from '@/lib/session-store';

export function useVerifyAllowance() {
  const queryClient = useQueryClient();
  const address = useSessionStore(provedAddress);
  return async (known: number): Promise<number> => {
    const options = creditsQueryOptions(address);
    // A refresh already under way began before the choice: this check asks afresh.
    await queryClient.cancelQueries({ queryKey: options.queryKey, exact: true });
    const cached = queryClient.getQueryData(options.queryKey);
    const credits = await queryClient.fetchQuery(options);
    if (credits.lookupFailed) {
      if (cached) queryClient.setQueryData(options.queryKey, cached);
      notify('warning', 'Error verifying credits limit');
      return known;
    }
    return selectFileAllowance(credits).limit;
  };
}
