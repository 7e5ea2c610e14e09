import { useSuspenseQuery } from '@tanstack/react-query';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { ErrorWithRetry } from '@/components/ui/query-state';
import { useSessionStore } from '@/lib/session-store';
import { ticketsQueryOptions } from '../api/get-tickets';
import { TicketCard } from './ticket-card';
import { TicketForm } from './ticket-form';

export function TicketsScreen() {
  const address = useSessionStore((s) => s.starsAddress);
  if (!address) return <p role="note">Please connect your wallet first to open a support ticket.</p>;
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
      <TicketForm />
      <section aria-labelledby="tickets-heading" className="space-y-3">
        <QueryBoundary
          key={address}
          pending={
            <>
              <TicketsHeading isSupport={false} />
              <p>Loading...</p>
            </>
          }
          fallback={({ retry }) => (
            <>
              <TicketsHeading isSupport={false} />
              <ErrorWithRetry retry={retry}>Failed to load tickets</ErrorWithRetry>
            </>
          )}
        >
          <TicketList address={address} />
        </QueryBoundary>
      </section>
    </div>
  );
}

function TicketsHeading({ isSupport }: { isSupport: boolean }) {
  return (
    <h2 id="tickets-heading" className="text-lg font-semibold">
      {isSupport ? 'All Tickets' : 'Your Tickets'}
    </h2>
  );
}

function TicketList({ address }: { address: string }) {
  const {
    data: { tickets, isSupport },
  } = useSuspenseQuery(ticketsQueryOptions(address));
  return (
    <>
      <TicketsHeading isSupport={isSupport} />
      {tickets.length === 0 ? (
        <p className="text-gray-600 dark:text-gray-300">No tickets found</p>
      ) : (
        tickets.map((ticket) => <TicketCard key={ticket.id} ticket={ticket} isSupport={isSupport} />)
      )}
    </>
  );
}
