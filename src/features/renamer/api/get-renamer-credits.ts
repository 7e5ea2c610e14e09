import { queryOptions } from '@tanstack/react-query';
import type { CreditsResponse } from '../../../../server/contract/credits';
import { api } from '../../../lib/api-client';

/** The session user's credits, or null when the lookup fails (the renamer then falls back to its free limit). */
export async function getRenamerCredits(): Promise<number | null> {
  try {
    const body = await api.get('fetch.php').json<CreditsResponse>();
    return typeof body.credits === 'number' ? body.credits : null;
  } catch {
    return null;
  }
}

// Under the 'credits' key so that invalidating credits (lending, borrowing) refreshes the renamer too.
export const renamerCreditsQueryOptions = (address: string) =>
  queryOptions({ queryKey: ['credits', address, 'renamer'], queryFn: getRenamerCredits });
