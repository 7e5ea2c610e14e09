// The combiner's allowance: the server's figure from the one credits query (the free 100 when signed out).
import { useSuspenseQuery } from '@tanstack/react-query';
import { creditsQueryOptions, selectCombinerLimit } from '@/lib/credits';
import { provedAddress, useSessionStore } from '@/lib/session-store';

export function useCombinerCredits(): number {
  const address = useSessionStore(provedAddress);
  return useSuspenseQuery({ ...creditsQueryOptions(address), select: selectCombinerLimit }).data;
}
