import { QueryClient, type EnsureQueryDataOptions, type MutationCache, type QueryKey } from '@tanstack/react-query';

/** The app passes its toasting MutationCache (components/ui/mutation-toasts.ts): the data layer knows no UI. */
export function createQueryClient(mutationCache?: MutationCache): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
    mutationCache,
  });
}

/**
 * For the loader of a screen that words a failed query itself, inside a QueryBoundary: waits like
 * ensureQueryData, so the screen renders with its data, but a failure does not fail the route (that would
 * replace the whole screen with the route's error page). The failure stays in the query cache, and the
 * screen's useSuspenseQuery throws it to its QueryBoundary at once, without a second fetch, so the spec's
 * text is shown in its place beside the rest of the screen.
 */
export function ensureForBoundary<TQueryFnData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, Error, TQueryFnData, TQueryKey>,
): Promise<void> {
  return queryClient.ensureQueryData(options).then(
    () => undefined,
    () => undefined,
  );
}

/** Resolves once no query is fetching, or after `maxMs` whatever is still on its way. */
export function queriesSettled(queryClient: QueryClient, maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      off();
      resolve();
    };
    const timer = setTimeout(done, maxMs);
    const off = queryClient.getQueryCache().subscribe(() => queryClient.isFetching() === 0 && done());
    if (queryClient.isFetching() === 0) done();
  });
}
