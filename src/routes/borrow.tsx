import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/layout/page';
import { useSessionStore } from '../lib/session-store';
import { borrowsQueryOptions } from '../features/borrow/api/get-borrows';
import { BorrowScreen } from '../features/borrow/components/borrow-screen';

export const Route = createFileRoute('/borrow')({
  loader: async ({ context }) => {
    const { starsAddress } = useSessionStore.getState();
    // A failure is shown by the screen ('Failed to fetch records: ...'), not by the router.
    if (starsAddress) await context.queryClient.ensureQueryData(borrowsQueryOptions(starsAddress)).catch(() => undefined);
  },
  component: () => (
    <Page title="Borrow credits">
      <BorrowScreen />
    </Page>
  ),
});
