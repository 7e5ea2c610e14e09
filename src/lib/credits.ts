// The one query for the user's credits and allowances (GET fetch.php). The server computes every
// allowance it enforces; screens pick their figure with a `select` below and never recompute a limit.
// Signed out, or when the lookup fails, the free allowances of SPEC.md apply (the failure is flagged so
// the files screen can say so).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { creditsResponseSchema, type Allowances, type CreditsResponse } from '@contract/credits';
import { PARTNER_KEYS, type PartnerKey } from '@contract/partners';
import { CREDIT_FALLBACK_LIMIT, EMAIL_FREE_COLLECTIONS } from '../config/constants';
import { getJson } from './get-json';

export interface Credits extends CreditsResponse {
  /** True when the server could not be asked: the figures are the free fallback. */
  lookupFailed: boolean;
}

const FREE_ALLOWANCES: Allowances = {
  files: CREDIT_FALLBACK_LIMIT,
  collections: EMAIL_FREE_COLLECTIONS,
  renamer: CREDIT_FALLBACK_LIMIT,
  combiner: CREDIT_FALLBACK_LIMIT,
  lendable: 0,
};

const noHoldings = Object.fromEntries(PARTNER_KEYS.map((key) => [key, 0])) as Record<PartnerKey, number>;

export const FREE_CREDITS_VIEW: Credits = {
  credits: 0,
  partnerCredits: 0,
  ownedCollections: 0,
  holdings: noHoldings,
  holdingsChecked: true,
  partnersConfigured: true,
  lent: 0,
  received: 0,
  lendable: 0,
  allowances: FREE_ALLOWANCES,
  lookupFailed: false,
};

export const creditsKeys = {
  all: ['credits'] as const,
  of: (address: string | null) => ['credits', address] as const,
};

export async function fetchCredits(address: string | null): Promise<Credits> {
  if (!address) return FREE_CREDITS_VIEW;
  try {
    return { ...(await getJson('fetch.php', creditsResponseSchema)), lookupFailed: false };
  } catch (error) {
    console.warn('Could not load credits; the free allowances apply', error);
    // Nothing is known about holdings, and nothing says the partners are unset.
    return { ...FREE_CREDITS_VIEW, holdingsChecked: false, lookupFailed: true };
  }
}

/**
 * `address`: the signed-in, proved address, or null (then nothing is fetched). Always stale: a screen shows
 * the cached figures at once and refreshes them as it mounts, since holdings change on the chain.
 */
export const creditsQueryOptions = (address: string | null) =>
  queryOptions({ queryKey: creditsKeys.of(address), queryFn: () => fetchCredits(address), staleTime: 0 });

/** For route loaders: waits only when nothing is cached; cached figures show at once and are refreshed. */
export const loadCredits = (queryClient: QueryClient, address: string | null) =>
  queryClient.ensureQueryData({ ...creditsQueryOptions(address), revalidateIfStale: true });

// One select per view: each screen reads its figure from the same cached answer.
export const selectDashboard = (c: Credits) => ({
  collections: c.allowances.collections,
  total: c.allowances.files,
  holdings: c.holdings,
  holdingsChecked: c.holdingsChecked,
  partnersConfigured: c.partnersConfigured,
});
export const selectFileAllowance = (c: Credits) => ({ limit: c.allowances.files, lookupFailed: c.lookupFailed });
export const selectCollectionLimit = (c: Credits) => c.allowances.collections;
export const selectRenamerLimit = (c: Credits) => ({ limit: c.allowances.renamer, lookupFailed: c.lookupFailed });
export const selectCombinerLimit = (c: Credits) => c.allowances.combiner;
export const selectBorrowSummary = (c: Credits) => ({
  total: c.partnerCredits,
  borrowed: c.lent,
  available: c.allowances.lendable,
  received: c.received,
});
