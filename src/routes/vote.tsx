import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/layout/page';
import { ensureForBoundary } from '../lib/query-client';
import { proposalsQueryOptions } from '../features/vote/api/proposals';
import { VoteScreen } from '../features/vote/components/vote-screen';

export const Route = createFileRoute('/vote')({
  // A failed list is said under the Proposals heading ('Failed to load proposals'), so it does not fail the route.
  loader: async ({ context: { queryClient, session } }) => {
    await ensureForBoundary(queryClient, proposalsQueryOptions(session.starsAddress));
  },
  component: () => (
    <Page title="Community Vote">
      <VoteScreen />
    </Page>
  ),
});
