import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@/lib/get-json';
import { collectionDetailsSchema, ownershipResponseSchema } from '@contract/files';

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
    queryFn: () => getJson('check_ownership.php', ownershipResponseSchema, { collectionId }),
    retry: false,
    staleTime: 0,
  });

export const collectionDetailsQueryOptions = (collectionId: string) =>
  queryOptions({
    queryKey: filesKeys.details(collectionId),
    queryFn: () => getJson('get_collection.php', collectionDetailsSchema, { collectionId }),
  });
