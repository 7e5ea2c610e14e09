import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/get-json';
import type { TicketPriority, TicketStatus } from '@contract/tickets';
import { messageResponseSchema, type MessageResponse } from '@contract/message';
import { ticketsKeys } from './get-tickets';

export interface NewTicket {
  title: string;
  description: string;
  priority: TicketPriority;
  images: File[];
}

function useTicketMutation<T>(send: (input: T) => Promise<MessageResponse>, toastError: { text: string; fallback: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsKeys.all }),
    meta: { toastSuccess: true, toastError },
  });
}

export const useCreateTicket = () =>
  useTicketMutation(
    (ticket: NewTicket) => {
      const body = new FormData();
      body.set('title', ticket.title);
      body.set('description', ticket.description);
      body.set('priority', ticket.priority);
      ticket.images.forEach((file, i) => body.set(`image${i}`, file));
      return sendJson('post', 'create-ticket.php', { body }, messageResponseSchema);
      // No fallback reason: a failure without the server's word reads just "Failed to create ticket".
    },
    { text: 'Failed to create ticket: {reason}', fallback: '' },
  );

export const useReplyTicket = () =>
  useTicketMutation(
    (reply: { ticketId: number; message: string }) => sendJson('post', 'reply-ticket.php', { json: reply }, messageResponseSchema),
    { text: 'Failed to send reply: {reason}', fallback: 'Unknown error' },
  );

export const useUpdateTicketStatus = () =>
  useTicketMutation(
    (update: { ticketId: number; status: TicketStatus }) =>
      sendJson('post', 'update-ticket-status.php', { json: update }, messageResponseSchema),
    { text: 'Failed to update status: {reason}', fallback: 'Unknown error' },
  );
