// Credits for the combiner: the server's credits plus the 100 free; signed out or failing, just the 100.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { FREE_CREDITS } from '../../../config/constants';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

async function fetchCombinerCredits(address: string | null): Promise<number> {
  if (!address) return FREE_CREDITS;
  try {
    const { credits } = await api.get('fetch.php').json<{ credits: number }>();
    return (Number.isFinite(credits) ? credits : 0) + FREE_CREDITS;
  } catch {
    return FREE_CREDITS;
  }
}

export const combinerCreditsQueryOptions = (address: string | null) =>
  queryOptions({ queryKey: ['combiner-credits', address], queryFn: () => fetchCombinerCredits(address) });

/** The signed-in address whose credits count (null when ownership is not proved). */
export const creditsAddress = (s: { ownershipProved: boolean; starsAddress: string | null }) => (s.ownershipProved ? s.starsAddress : null);

export function useCombinerCredits(): number {
  const address = useSessionStore(creditsAddress);
  return useSuspenseQuery(combinerCreditsQueryOptions(address)).data;
}
