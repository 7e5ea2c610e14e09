import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/layout/page';
import { proposalsQueryOptions } from '../features/vote/api/proposals';
import { VoteScreen } from '../features/vote/components/vote-screen';

export const Route = createFileRoute('/vote')({
  // A failure is shown by the screen, not by the router.
  loader: async ({ context: { queryClient, session } }) => {
    await queryClient.ensureQueryData(proposalsQueryOptions(session.starsAddress)).catch(() => undefined);
  },
  component: () => (
    <Page title="Community Vote">
      <VoteScreen />
    </Page>
  ),
});
