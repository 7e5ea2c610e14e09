// The router's context on its own, so that the root route can name it without importing the router
// (which imports the route tree, which imports the root route).
import type { QueryClient } from '@tanstack/react-query';
import type { SessionFields } from './lib/session-store';

/** What every route's beforeLoad and loader see: the query cache and the tab's session. */
export interface RouterContext {
  queryClient: QueryClient;
  session: SessionFields;
}
