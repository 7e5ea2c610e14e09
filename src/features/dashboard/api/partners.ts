// The partner collections in force (GET /api/partners); the built-in defaults while loading or if the
// call fails, so covers and titles always show.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PARTNERS, PARTNERS_CACHE_S, partnersResponseSchema, type PartnerCollection } from '@contract/partners';
import { getJson } from '@/lib/get-json';

async function fetchPartners(): Promise<PartnerCollection[]> {
  try {
    return (await getJson('partners', partnersResponseSchema)).partners;
  } catch (error) {
    console.warn('Could not load the partner collections; using the defaults', error);
    return [...DEFAULT_PARTNERS];
  }
}

export const partnersQueryOptions = () =>
  queryOptions({
    queryKey: ['partners'],
    queryFn: fetchPartners,
    staleTime: PARTNERS_CACHE_S * 1000,
    placeholderData: [...DEFAULT_PARTNERS],
  });

export const usePartners = (): PartnerCollection[] => useQuery(partnersQueryOptions()).data ?? [...DEFAULT_PARTNERS];
