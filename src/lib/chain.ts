// The chain this deployment's users are on (GET /api/chain): wallets enable it, texts name it. Read
// once per page; a failed read is retried by the next caller.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHAIN_CACHE_S, chainProfileSchema } from '@contract/chain';
import type { ChainProfile } from '@shared/chains/chain-profile';
import { getJson } from './get-json';

let loading: Promise<ChainProfile> | null = null;

export function loadChain(): Promise<ChainProfile> {
  loading ??= getJson('chain', chainProfileSchema).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export const chainQueryOptions = () => queryOptions({ queryKey: ['chain'], queryFn: loadChain, staleTime: CHAIN_CACHE_S * 1000 });

/** The active chain's profile, or undefined while it loads. */
export const useChain = (): ChainProfile | undefined => useQuery(chainQueryOptions()).data;
