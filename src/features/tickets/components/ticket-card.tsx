import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { TICKET_STATUSES } from '@/config/constants';
import type { Ticket, TicketStatus } from '@contract/tickets';
import { ticketImageUrl } from '../api/get-tickets';
import { useUpdateTicketStatus } from '../api/ticket-mutations';
import { createdLabel, PriorityLabel, STATUS_TONES } from './ticket-meta';
import { TicketReplies } from './ticket-replies';

function StatusSelect({ ticket }: { ticket: Ticket }) {
  const update = useUpdateTicketStatus();
  const id = useId();
  const change = (status: TicketStatus) => update.mutate({ ticketId: ticket.id, status });
  return (
    <label htmlFor={id} className="flex items-center gap-1 text-sm">
      Status
      <select
        id={id}
        value={ticket.status}
        disabled={update.isPending}
        onChange={(e) => change(e.target.value as TicketStatus)}
        className="rounded border bg-transparent px-1 py-0.5"
      >
        {TICKET_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
    </label>
  );
}

export function TicketCard({ ticket, isSupport }: { ticket: Ticket; isSupport: boolean }) {
  return (
    <article aria-label={ticket.title} className="rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900">
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold break-words">{ticket.title}</h3>
        <Badge tone={STATUS_TONES[ticket.status]}>{ticket.status}</Badge>
      </div>
      {isSupport && ticket.owner && (
        <p className="font-mono text-xs text-gray-500 dark:text-gray-400">{ticket.ownerEmail ?? ticket.owner}</p>
      )}
      <p className="mt-2 text-sm whitespace-pre-wrap">{ticket.description}</p>
      {ticket.images.length > 0 && (
        <div className="mt-2 flex flex-wrap gap-2">
          {ticket.images.map((path, i) => (
            <a key={path} href={ticketImageUrl(path)} target="_blank" rel="noopener noreferrer">
              <img src={ticketImageUrl(path)} alt={`Attachment ${i + 1} of ${ticket.title}`} className="h-16 w-16 rounded object-cover" />
            </a>
          ))}
        </div>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-4 text-gray-600 dark:text-gray-300">
        <PriorityLabel priority={ticket.priority} />
        <span className="text-sm">{createdLabel(ticket.created_at)}</span>
        {isSupport && <StatusSelect ticket={ticket} />}
      </div>
      <TicketReplies ticket={ticket} isSupport={isSupport} />
    </article>
  );
}
