import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/layout/page';
import { useSessionStore } from '../lib/session-store';
import { ticketsQueryOptions } from '../features/tickets/api/get-tickets';
import { TicketsScreen } from '../features/tickets/components/tickets-screen';

export const Route = createFileRoute('/tickets')({
  loader: async ({ context }) => {
    const { starsAddress } = useSessionStore.getState();
    if (starsAddress) await context.queryClient.ensureQueryData(ticketsQueryOptions(starsAddress)).catch(() => undefined);
  },
  component: () => (
    <Page title="Support Tickets">
      <TicketsScreen />
    </Page>
  ),
});
