import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/layout/page';
import { provedAddress } from '../lib/session-store';
import { loadCredits } from '../lib/credits';
import { ensureForBoundary } from '../lib/query-client';
import { chainQueryOptions } from '../lib/chain';
import { borrowsQueryOptions } from '../features/borrow/api/get-borrows';
import { BorrowScreen } from '../features/borrow/components/borrow-screen';

export const Route = createFileRoute('/borrow')({
  loader: async ({ context: { queryClient, session } }) => {
    const address = session.starsAddress;
    // A failed list is said by the screen's records boundary ('Failed to fetch records: ...'), beside the
    // figures and the form, so it does not fail the route.
    await Promise.all([
      loadCredits(queryClient, provedAddress(session)),
      ensureForBoundary(queryClient, chainQueryOptions()),
      address ? ensureForBoundary(queryClient, borrowsQueryOptions(address)) : undefined,
    ]);
  },
  component: () => (
    <Page title="Borrow credits">
      <BorrowScreen />
    </Page>
  ),
});
