import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/layout/page';
import { ensureForBoundary } from '../lib/query-client';
import { ticketsQueryOptions } from '../features/tickets/api/get-tickets';
import { TicketsScreen } from '../features/tickets/components/tickets-screen';

export const Route = createFileRoute('/tickets')({
  // A failed list is said beside the ticket form ('Failed to load tickets'), so it does not fail the route.
  loader: async ({ context: { queryClient, session } }) => {
    if (session.starsAddress) await ensureForBoundary(queryClient, ticketsQueryOptions(session.starsAddress));
  },
  component: () => (
    <Page title="Support Tickets">
      <TicketsScreen />
    </Page>
  ),
});
