import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TicketPriority, TicketStatus } from '../../../../server/contract/tickets';
import { ticketsKey } from './get-tickets';

interface MessageResponse {
  success: boolean;
  message: string;
}

export interface NewTicket {
  title: string;
  description: string;
  priority: TicketPriority;
  images: File[];
}

function useTicketMutation<T>(send: (input: T) => Promise<MessageResponse>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsKey }) });
}

export const useCreateTicket = () =>
  useTicketMutation((ticket: NewTicket) => {
    const body = new FormData();
    body.set('title', ticket.title);
    body.set('description', ticket.description);
    body.set('priority', ticket.priority);
    ticket.images.forEach((file, i) => body.set(`image${i}`, file));
    return api.post('create-ticket.php', { body }).json<MessageResponse>();
  });

export const useReplyTicket = () =>
  useTicketMutation((reply: { ticketId: number; message: string }) =>
    api.post('reply-ticket.php', { json: reply }).json<MessageResponse>(),
  );

export const useUpdateTicketStatus = () =>
  useTicketMutation((update: { ticketId: number; status: TicketStatus }) =>
    api.post('update-ticket-status.php', { json: update }).json<MessageResponse>(),
  );
