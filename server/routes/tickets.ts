// Support tickets: owned by the session; the addresses of ADMIN_ADDRESSES form the support desk, which
// sees every ticket, replies and sets the status. Anyone else's ticket is 404, its images included.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireSession } from '../auth/require-session.ts';
import { formBody, jsonBody, queryWith } from '../request-body.ts';
import { forbidden, notFound } from '../http-error.ts';
import { z } from 'zod';
import { replyTicketSchema, TICKET_CREATED, updateTicketStatusSchema } from '../contract/tickets.ts';
import { isAdmin } from '../auth/admins.ts';
import { findTicketImage, listTickets, setTicketStatus } from '../db/queries/tickets.ts';
import { createTicket, replyToTicket, visibleTicket } from '../services/tickets.ts';

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
    const image = await findTicketImage(deps.db, id);
    if (!image) throw notFound('Image not found');
    await visibleTicket(deps, image.ticket_id, address);
    const bytes = await deps.storage.get(image.storage_key);
    if (!bytes) throw notFound('Image not found');
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': image.content_type, 'Cache-Control': 'private, max-age=3600' });
  });

  routes.post('/reply-ticket.php', async (c) => {
    const { address } = requireSession(c);
    const { ticketId, message } = await jsonBody(c, replyTicketSchema);
    await replyToTicket(deps, ticketId, address, message);
    return c.json({ success: true, message: 'Reply sent successfully' });
  });

  routes.post('/update-ticket-status.php', async (c) => {
    const { address } = requireSession(c);
    if (!isAdmin(deps, address)) throw forbidden('Only the support desk can change a ticket status');
    const { ticketId, status } = await jsonBody(c, updateTicketStatusSchema);
    if (!(await setTicketStatus(deps.db, ticketId, status, deps.clock.now()))) throw notFound('Ticket not found');
    return c.json({ success: true, message: 'Status updated successfully' });
  });

  return routes;
}
