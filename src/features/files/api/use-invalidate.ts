import { useQueryClient } from '@tanstack/react-query';
import { filesKeys } from './collection-access';

/** Everything of the files screen for one collection is refetched after a change. */
export function useInvalidateCollection(collectionId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: filesKeys.all(collectionId) });
}
