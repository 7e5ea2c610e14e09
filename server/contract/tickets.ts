// Support tickets (SPEC.md sections 3, 5 and 7) and the support desk's replies and status changes.
import { z } from 'zod';
import { NAME_MAX, TICKET_DESCRIPTION_MAX, TICKET_PRIORITIES, TICKET_STATUSES } from './limits.ts';

export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const MAX_IMAGES_MESSAGE = 'Maximum 5 images allowed';
export const TICKET_CREATED = 'Ticket created successfully';

/** The text fields of create-ticket.php; status and starsAddress from the client are ignored. */
export const createTicketSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(NAME_MAX),
  description: z.string().trim().min(1, 'Description is required').max(TICKET_DESCRIPTION_MAX),
  priority: z.enum(TICKET_PRIORITIES).default('low'),
});

const ticketId = z.union([z.number().int().positive(), z.string().regex(/^\d{1,18}$/)]).transform(String);

export const replyTicketSchema = z.object({
  ticketId,
  message: z.string().trim().min(1, 'Reply is required').max(TICKET_DESCRIPTION_MAX),
});

export const updateTicketStatusSchema = z.object({ ticketId, status: z.enum(TICKET_STATUSES) });

export interface TicketReply {
  id: number;
  body: string;
  /** True when the support desk wrote it. */
  fromSupport: boolean;
  created_at: string;
}

export interface Ticket {
  id: number;
  title: string;
  description: string;
  priority: TicketPriority;
  status: TicketStatus;
  /** Shown to the support desk only; the owner knows who they are. */
  owner?: string;
  /** For the support desk: the email of an email user, who is otherwise only an opaque address. */
  ownerEmail?: string;
  /** Paths under the API base, e.g. `ticket-image.php?id=3`. */
  images: string[];
  replies: TicketReply[];
  created_at: string;
  updated_at: string;
}

export interface TicketsResponse {
  success: true;
  tickets: Ticket[];
  /** The session may answer every ticket. */
  isSupport: boolean;
}
