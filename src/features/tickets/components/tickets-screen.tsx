import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../../../lib/session-store';
import { ticketsQueryOptions } from '../api/get-tickets';
import { TicketCard } from './ticket-card';
import { TicketForm } from './ticket-form';

export function TicketsScreen() {
  const address = useSessionStore((s) => s.starsAddress);
  const tickets = useQuery({ ...ticketsQueryOptions(address ?? ''), enabled: !!address });
  if (!address) return <p role="note">Please connect your wallet first to open a support ticket.</p>;
  const isSupport = tickets.data?.isSupport ?? false;
  const list = tickets.data?.tickets ?? [];
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
      <TicketForm />
      <section aria-labelledby="tickets-heading" className="space-y-3">
        <h2 id="tickets-heading" className="text-lg font-semibold">{isSupport ? 'All Tickets' : 'Your Tickets'}</h2>
        {tickets.isPending ? (
          <p>Loading...</p>
        ) : tickets.isError ? (
          <p role="alert" className="text-red-700 dark:text-red-400">Failed to load tickets</p>
        ) : list.length === 0 ? (
          <p className="text-gray-600 dark:text-gray-300">No tickets found</p>
        ) : (
          list.map((ticket) => <TicketCard key={ticket.id} ticket={ticket} isSupport={isSupport} />)
        )}
      </section>
    </div>
  );
}
