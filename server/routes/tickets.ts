// Support tickets: owned by the session; the addresses of ADMIN_ADDRESSES form the support desk, which
// sees every ticket, replies and sets the status. Anyone else's ticket is 404, its images included.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireSession } from '../auth/require-session.ts';
import { formBody } from '../request-body.ts';
import { validJson, validQuery } from '../validators.ts';
import { checkFirst, signedIn } from '../middleware/session-checks.ts';
import { z } from 'zod';
import { replyTicketSchema, TICKET_CREATED, updateTicketStatusSchema } from '../contract/tickets.ts';
import { forbidden } from '../http-error.ts';
import { isAdmin } from '../auth/admins.ts';
import { changeTicketStatus, createTicket, replyToTicket, ticketImage, ticketsFor } from '../services/tickets.ts';

export function ticketsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/get-tickets.php', async (c) => {
    const { address } = requireSession(c);
    return c.json({ success: true, ...(await ticketsFor(deps, address)) });
  });

  routes.post('/create-ticket.php', async (c) => {
    const { address } = requireSession(c);
    const ticket = await createTicket(deps, address, c.req.header('content-length'), () => formBody(c));
    return c.json({ success: true, message: TICKET_CREATED, ticket });
  });

  routes.get('/ticket-image.php', signedIn, validQuery(z.object({ id: z.string().regex(/^\d{1,18}$/) })), async (c) => {
    const { address } = requireSession(c);
    const { id } = c.req.valid('query');
    const { bytes, type } = await ticketImage(deps, id, address);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': type, 'Cache-Control': 'private, max-age=3600' });
  });

  routes.post('/reply-ticket.php', signedIn, validJson(replyTicketSchema), async (c) => {
    const { address } = requireSession(c);
    const { ticketId, message } = c.req.valid('json');
    await replyToTicket(deps, ticketId, address, message);
    return c.json({ success: true, message: 'Reply sent successfully' });
  });

  const supportDesk = checkFirst((c) => {
    if (!isAdmin(deps, requireSession(c).address)) throw forbidden('Only the support desk can change a ticket status');
  });

  routes.post('/update-ticket-status.php', supportDesk, validJson(updateTicketStatusSchema), async (c) => {
    const { ticketId, status } = c.req.valid('json');
    await changeTicketStatus(deps, ticketId, status);
    return c.json({ success: true, message: 'Status updated successfully' });
  });

  return routes;
}
