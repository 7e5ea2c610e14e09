import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CollectionDetails, OwnershipResponse } from '../../../../server/contract/files';

export const filesKeys = {
  all: (collectionId: string) => ['collection-files', collectionId] as const,
  ownership: (collectionId: string) => ['collection-files', collectionId, 'ownership'] as const,
  details: (collectionId: string) => ['collection-files', collectionId, 'details'] as const,
  page: (collectionId: string, page: number, pageSize: number) => ['collection-files', collectionId, 'page', page, pageSize] as const,
  traits: (collectionId: string) => ['collection-files', collectionId, 'traits'] as const,
};

export const ownershipQueryOptions = (collectionId: string) =>
  queryOptions({
    queryKey: filesKeys.ownership(collectionId),
    queryFn: () => api.get('check_ownership.php', { searchParams: { collectionId } }).json<OwnershipResponse>(),
    retry: false,
    staleTime: 0,
  });

export const collectionDetailsQueryOptions = (collectionId: string) =>
  queryOptions({
    queryKey: filesKeys.details(collectionId),
    queryFn: () => api.get('get_collection.php', { searchParams: { collectionId } }).json<CollectionDetails>(),
  });
