import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { Ticket } from '@contract/tickets';
import { useReplyTicket } from '../api/ticket-mutations';

/** The conversation under a ticket; the owner and the support desk can both write until it is closed. */
export function TicketReplies({ ticket, isSupport }: { ticket: Ticket; isSupport: boolean }) {
  const [message, setMessage] = useState('');
  const reply = useReplyTicket();
  const id = useId();
  const send = (event: FormEvent) => {
    event.preventDefault();
    reply.mutate({ ticketId: ticket.id, message: message.trim() }, { onSuccess: () => setMessage('') });
  };
  const author = (fromSupport: boolean) => (fromSupport ? 'Support' : isSupport ? 'User' : 'You');
  return (
    <div className="mt-3 space-y-2">
      {ticket.replies.map((r) => (
        <div
          key={r.id}
          className={`rounded p-2 text-sm ${r.fromSupport ? 'bg-green-50 dark:bg-green-950' : 'bg-gray-100 dark:bg-gray-800'}`}
        >
          <p className="text-xs font-semibold">
            {author(r.fromSupport)} · {new Date(r.created_at).toLocaleString()}
          </p>
          <p className="whitespace-pre-wrap">{r.body}</p>
        </div>
      ))}
      {ticket.status !== 'closed' && (
        <form onSubmit={(e) => void send(e)} className="flex gap-2">
          <label htmlFor={id} className="sr-only">
            Reply to {ticket.title}
          </label>
          <input
            id={id}
            required
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            placeholder="Write a reply"
            className="flex-1 rounded border border-gray-300 bg-white px-2 py-1 text-sm dark:border-gray-600 dark:bg-gray-800"
          />
          <Button type="submit" variant="secondary" disabled={reply.isPending}>
            Reply
          </Button>
        </form>
      )}
    </div>
  );
}
