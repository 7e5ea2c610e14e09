// The user's collections (GET api.php); a failing fetch shows an empty list (SPEC.md section 8).
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { collectionListSchema, type Collection } from '@contract/collections';
import { api } from '@/lib/api-client';
import { getJson, INVALID_RESPONSE } from '@/lib/get-json';
import { API_BASE } from '@/config/env';

async function fetchCollections(address: string): Promise<Collection[]> {
  try {
    return await getJson('api.php', collectionListSchema, { walletAdd: address });
  } catch (error) {
    console.warn('Could not load collections', error);
    return [];
  }
}

const collectionsKeys = {
  all: ['collections'] as const,
  of: (address: string | null) => ['collections', address] as const,
  one: (id: string) => ['collections', 'one', id] as const,
};

export const collectionsQueryOptions = (address: string | null) =>
  queryOptions({ queryKey: collectionsKeys.of(address), queryFn: () => fetchCollections(address ?? ''), enabled: !!address });

export const collectionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: collectionsKeys.one(id),
    queryFn: async () => (await getJson('api.php', collectionListSchema, { id }))[0] ?? null,
    retry: false,
  });

export function useInvalidateCollections() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: collectionsKeys.all });
}

export const coverUrl = (coverPhoto: string) => `${API_BASE}/${coverPhoto}`;

/**
 * The list behind the limit check. Unlike the list on screen (empty on error), a failure here stops the
 * add with its cause: 'Failed to check collection limit' when the call fails, 'Invalid server response'
 * when the answer is not a list.
 */
export async function fetchCollectionsForLimit(address: string): Promise<Collection[]> {
  let response: Response;
  try {
    response = await api.get('api.php', { searchParams: { walletAdd: address } });
  } catch (error) {
    throw new Error('Failed to check collection limit', { cause: error });
  }
  const body = collectionListSchema.safeParse(await response.json().catch(() => null));
  if (!body.success) throw new Error(INVALID_RESPONSE);
  return body.data;
}
