import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/layout/page';
import { ticketsQueryOptions } from '../features/tickets/api/get-tickets';
import { TicketsScreen } from '../features/tickets/components/tickets-screen';

export const Route = createFileRoute('/tickets')({
  // A failure is shown by the screen ('Failed to load tickets'), not by the router.
  loader: async ({ context: { queryClient, session } }) => {
    if (session.starsAddress) await queryClient.ensureQueryData(ticketsQueryOptions(session.starsAddress)).catch(() => undefined);
  },
  component: () => (
    <Page title="Support Tickets">
      <TicketsScreen />
    </Page>
  ),
});
