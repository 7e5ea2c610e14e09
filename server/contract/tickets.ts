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

// Responses: schemas, so the SPA parses what it receives (src/lib/get-json.ts) instead of trusting a cast.
const ticketReplySchema = z.object({
  id: z.number().int(),
  body: z.string(),
  /** True when the support desk wrote it. */
  fromSupport: z.boolean(),
  created_at: z.string(),
});
export type TicketReply = z.infer<typeof ticketReplySchema>;

const ticketSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  /** Shown to the support desk only; the owner knows who they are. */
  owner: z.string().optional(),
  /** For the support desk: the email of an email user, who is otherwise only an opaque address. */
  ownerEmail: z.string().optional(),
  /** Paths under the API base, e.g. `ticket-image.php?id=3`. */
  images: z.array(z.string()),
  replies: z.array(ticketReplySchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketsResponseSchema = z.object({
  success: z.literal(true),
  tickets: z.array(ticketSchema),
  /** The session may answer every ticket. */
  isSupport: z.boolean(),
});
export type TicketsResponse = z.infer<typeof ticketsResponseSchema>;
