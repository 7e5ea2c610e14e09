// Support tickets: owned by the session; the addresses of ADMIN_ADDRESSES form the support desk, which
// sees every ticket, replies and sets the status. Anyone else's ticket is 404, its images included.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireSession } from '../auth/require-session.ts';
import { formBody, jsonBody, queryWith } from '../request-body.ts';
import { conflict, forbidden, notFound } from '../http-error.ts';
import { z } from 'zod';
import { replyTicketSchema, TICKET_CREATED, updateTicketStatusSchema, type TicketStatus } from '../contract/tickets.ts';
import { createTicket, listTickets } from './tickets-store.ts';

export const isAdmin = (deps: AppDeps, address: string) =>
  deps.config.adminAddresses.some((a) => a.toLowerCase() === address.toLowerCase());

/** The ticket if the session may see it (its owner or the support desk), else 404. */
async function visibleTicket(deps: AppDeps, id: string, address: string) {
  const [ticket] = await deps.db.query<{ id: string; owner: string; status: TicketStatus }>(
    'SELECT id, owner, status FROM tickets WHERE id = $1',
    [id],
  );
  if (!ticket || (ticket.owner !== address && !isAdmin(deps, address))) throw notFound('Ticket not found');
  return ticket;
}

export function ticketsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/get-tickets.php', async (c) => {
    const { address } = requireSession(c);
    const support = isAdmin(deps, address);
    return c.json({ success: true, tickets: await listTickets(deps.db, support ? null : address), isSupport: support });
  });

  routes.post('/create-ticket.php', async (c) => {
    const { address } = requireSession(c);
    const ticket = await createTicket(deps, address, c.req.header('content-length'), () => formBody(c));
    return c.json({ success: true, message: TICKET_CREATED, ticket });
  });

  routes.get('/ticket-image.php', async (c) => {
    const { address } = requireSession(c);
    const { id } = queryWith(c, z.object({ id: z.string().regex(/^\d{1,18}$/) }));
    const [image] = await deps.db.query<{ ticket_id: string; storage_key: string; content_type: string }>(
      'SELECT ticket_id, storage_key, content_type FROM ticket_images WHERE id = $1',
      [id],
    );
    if (!image) throw notFound('Image not found');
    await visibleTicket(deps, image.ticket_id, address);
    const bytes = await deps.storage.get(image.storage_key);
    if (!bytes) throw notFound('Image not found');
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': image.content_type, 'Cache-Control': 'private, max-age=3600' });
  });

  routes.post('/reply-ticket.php', async (c) => {
    const { address } = requireSession(c);
    const { ticketId, message } = await jsonBody(c, replyTicketSchema);
    const ticket = await visibleTicket(deps, ticketId, address);
    if (ticket.status === 'closed') throw conflict('This ticket is closed');
    const fromSupport = isAdmin(deps, address);
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      await tx.query('INSERT INTO ticket_replies (ticket_id, author, body, created_at) VALUES ($1, $2, $3, $4)', [ticketId, address, message, now]);
      // A support answer marks the ticket replied; the owner's follow-up puts it back in the queue.
      await tx.query('UPDATE tickets SET status = $2, updated_at = $3 WHERE id = $1', [ticketId, fromSupport ? 'replied' : 'open', now]);
    });
    return c.json({ success: true, message: 'Reply sent successfully' });
  });

  routes.post('/update-ticket-status.php', async (c) => {
    const { address } = requireSession(c);
    if (!isAdmin(deps, address)) throw forbidden('Only the support desk can change a ticket status');
    const { ticketId, status } = await jsonBody(c, updateTicketStatusSchema);
    const updated = await deps.db.query('UPDATE tickets SET status = $2, updated_at = $3 WHERE id = $1 RETURNING id', [ticketId, status, deps.clock.now()]);
    if (updated.length === 0) throw notFound('Ticket not found');
    return c.json({ success: true, message: 'Status updated successfully' });
  });

  return routes;
}
