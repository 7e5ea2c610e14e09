import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Trait } from '../../../../server/contract/traits';
import { filesKeys } from './collection-access';

export const traitsQueryOptions = (collectionId: string) =>
  queryOptions({
    queryKey: filesKeys.traits(collectionId),
    queryFn: async () => (await api.get('get_traits.php', { searchParams: { collectionId } }).json<{ traits: Trait[] }>()).traits,
  });
