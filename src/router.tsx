import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import { sessionFields, useSessionStore } from './lib/session-store';
import { RouteError, RoutePending } from './components/ui/query-state';

export function createAppRouter({ queryClient, history }: { queryClient: QueryClient; history: RouterHistory }) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient, session: sessionFields(useSessionStore.getState()) },
    defaultPreload: 'intent',
    // Loaders use ensureQueryData; React Query owns freshness.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
