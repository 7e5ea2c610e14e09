import { QueryClient, type MutationCache } from '@tanstack/react-query';

/** The app passes its toasting MutationCache (components/ui/mutation-toasts.ts): the data layer knows no UI. */
export function createQueryClient(mutationCache?: MutationCache): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
    mutationCache,
  });
}
