import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/layout/page';
import { useSessionStore } from '../lib/session-store';
import { proposalsQueryOptions } from '../features/vote/api/proposals';
import { VoteScreen } from '../features/vote/components/vote-screen';

export const Route = createFileRoute('/vote')({
  loader: async ({ context }) => {
    const { starsAddress } = useSessionStore.getState();
    await context.queryClient.ensureQueryData(proposalsQueryOptions(starsAddress)).catch(() => undefined);
  },
  component: () => (
    <Page title="Community Vote">
      <VoteScreen />
    </Page>
  ),
});
