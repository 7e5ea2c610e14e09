import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/layout/page';
import { provedAddress } from '../lib/session-store';
import { loadCredits } from '../lib/credits';
import { borrowsQueryOptions } from '../features/borrow/api/get-borrows';
import { BorrowScreen } from '../features/borrow/components/borrow-screen';

export const Route = createFileRoute('/borrow')({
  loader: async ({ context: { queryClient, session } }) => {
    const address = session.starsAddress;
    // A failure is shown by the screen ('Failed to fetch records: ...'), not by the router.
    await Promise.all([
      loadCredits(queryClient, provedAddress(session)),
      address ? queryClient.ensureQueryData(borrowsQueryOptions(address)).catch(() => undefined) : undefined,
    ]);
  },
  component: () => (
    <Page title="Borrow credits">
      <BorrowScreen />
    </Page>
  ),
});
