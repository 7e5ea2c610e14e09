// The signed-in user's credits (GET fetch.php). Never suspends a screen: the dashboard renders at once
// and fills the figures in; a failure counts as no partner credits (the 100 free still apply).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditsResponse } from '../../../../server/contract/credits';
import { api } from '../../../lib/api-client';

export const EMPTY_CREDITS: CreditsResponse = {
  credits: 0,
  partnerCredits: 0,
  ownedCollections: 0,
  holdings: { batKids: 0, badMorning: 0, lazySloth: 0, smokersClub: 0, joinRevolution: 0 },
  // The call failed: nothing is known about holdings, and nothing says the partners are unset.
  holdingsChecked: false,
  partnersConfigured: true,
  lent: 0,
  received: 0,
  lendable: 0,
};

async function fetchCredits(): Promise<CreditsResponse> {
  try {
    return await api.get('fetch.php').json<CreditsResponse>();
  } catch (error) {
    console.warn('Could not load credits; counting none', error);
    return EMPTY_CREDITS;
  }
}

export const creditsQueryOptions = (address: string | null) =>
  queryOptions({ queryKey: ['credits', address], queryFn: fetchCredits, enabled: !!address });

export const useCredits = (address: string | null) => useQuery(creditsQueryOptions(address));
