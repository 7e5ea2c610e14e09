// The user's collections (GET api.php); a failing fetch shows an empty list (SPEC.md section 8).
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { Collection } from '../../../../server/contract/collections';
import { api } from '../../../lib/api-client';
import { API_BASE } from '../../../config/env';

async function fetchCollections(address: string): Promise<Collection[]> {
  try {
    return await api.get('api.php', { searchParams: { walletAdd: address } }).json<Collection[]>();
  } catch (error) {
    console.warn('Could not load collections', error);
    return [];
  }
}

export const collectionsQueryOptions = (address: string | null) =>
  queryOptions({ queryKey: ['collections', address], queryFn: () => fetchCollections(address ?? ''), enabled: !!address });

export const collectionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['collections', 'one', id],
    queryFn: async () => (await api.get('api.php', { searchParams: { id } }).json<Collection[]>())[0] ?? null,
    retry: false,
  });

export function useInvalidateCollections() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['collections'] });
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
  const body: unknown = await response.json().catch(() => null);
  if (!Array.isArray(body)) throw new Error('Invalid server response');
  return body as Collection[];
}
