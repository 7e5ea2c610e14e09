import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@/lib/get-json';
import { traitsResponseSchema } from '@contract/traits';
import { filesKeys } from './collection-access';

export const traitsQueryOptions = (collectionId: string) =>
  queryOptions({
    queryKey: filesKeys.traits(collectionId),
    queryFn: async () => (await getJson('get_traits.php', traitsResponseSchema, { collectionId })).traits,
  });
