import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@/lib/get-json';
import { API_BASE } from '@/config/env';
import { ticketsResponseSchema } from '@contract/tickets';

export const ticketsKeys = {
  all: ['tickets'] as const,
  of: (address: string) => ['tickets', address] as const,
};

export const ticketsQueryOptions = (address: string) =>
  queryOptions({ queryKey: ticketsKeys.of(address), queryFn: () => getJson('get-tickets.php', ticketsResponseSchema) });

/** Ticket image paths are relative to the API base; the session cookie goes along (same origin). */
export const ticketImageUrl = (path: string) => `${API_BASE}/${path}`;
