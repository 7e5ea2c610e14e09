import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/ui/query-state';
import { useSessionStore } from '../../../lib/session-store';
import { ticketsQueryOptions } from '../api/get-tickets';
import { TicketCard } from './ticket-card';
import { TicketForm } from './ticket-form';

export function TicketsScreen() {
  const address = useSessionStore((s) => s.starsAddress);
  const tickets = useQuery({ ...ticketsQueryOptions(address ?? ''), enabled: !!address });
  if (!address) return <p role="note">Please connect your wallet first to open a support ticket.</p>;
  const isSupport = tickets.data?.isSupport ?? false;
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
      <TicketForm />
      <section aria-labelledby="tickets-heading" className="space-y-3">
        <h2 id="tickets-heading" className="text-lg font-semibold">
          {isSupport ? 'All Tickets' : 'Your Tickets'}
        </h2>
        <QueryState
          query={tickets}
          errorText="Failed to load tickets"
          isEmpty={(d) => d.tickets.length === 0}
          empty={<p className="text-gray-600 dark:text-gray-300">No tickets found</p>}
        >
          {(d) => d.tickets.map((ticket) => <TicketCard key={ticket.id} ticket={ticket} isSupport={isSupport} />)}
        </QueryState>
      </section>
    </div>
  );
}
