import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { API_BASE } from '../../../config/env';
import type { TicketsResponse } from '../../../../server/contract/tickets';

export const ticketsKey = ['tickets'] as const;

export const ticketsQueryOptions = (address: string) =>
  queryOptions({ queryKey: [...ticketsKey, address], queryFn: () => api.get('get-tickets.php').json<TicketsResponse>() });

/** Ticket image paths are relative to the API base; the session cookie goes along (same origin). */
export const ticketImageUrl = (path: string) => `${API_BASE}/${path}`;
