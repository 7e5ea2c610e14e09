// Tickets: creation with checked images (rate-limited per owner), who may see a ticket, and replies.
// The addresses of ADMIN_ADDRESSES form the support desk, which sees every ticket; anyone else's is 404.
import { randomBytes } from 'node:crypto';
import { shownAddress, type AppDeps } from '../deps.ts';
import { lockKey } from '../db/client.ts';
import { conflict, notFound, tooMany } from '../http-error.ts';
import { parseWith } from '../request-body.ts';
import { isAdmin } from '../auth/admins.ts';
import { TICKETS_PER_HOUR } from '../contract/limits.ts';
import { createTicketSchema, type Ticket, type TicketStatus } from '../contract/tickets.ts';
import {
  countTicketsSince,
  findTicket,
  insertTicket,
  insertTicketImage,
  findTicketImage,
  insertTicketReply,
  listTickets,
  setTicketStatus,
} from '../db/queries/tickets.ts';
import { checkTicketFormSize, checkTicketImages } from './ticket-images.ts';

const HOUR_MS = 60 * 60 * 1000;

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : undefined);

/** New tickets are always 'open' and owned by the session, whatever the form says. */
export async function createTicket(deps: AppDeps, owner: string, contentLength: string | undefined, readForm: () => Promise<FormData>) {
  checkTicketFormSize(contentLength);
  const form = await readForm();
  const fields = parseWith(createTicketSchema, {
    title: text(form.get('title')) ?? '',
    description: text(form.get('description')) ?? '',
    priority: text(form.get('priority')) || undefined,
  });
  const images = await checkTicketImages(form);
  const now = deps.clock.now();
  const written: string[] = [];
  try {
    return await deps.db.transaction(async (tx) => {
      await lockKey(tx, `tickets:${owner}`);
      if ((await countTicketsSince(tx, owner, new Date(now.getTime() - HOUR_MS))) >= TICKETS_PER_HOUR) {
        throw tooMany('Too many tickets, please try again later');
      }
      const id = await insertTicket(tx, { owner, ...fields, createdAt: now });
      for (const image of images) {
        const key = `tickets/${id}/${randomBytes(12).toString('hex')}.${image.extension}`;
        await deps.storage.put(key, image.bytes);
        written.push(key);
        await insertTicketImage(tx, { ticketId: id, storageKey: key, contentType: image.type });
      }
      return { id: Number(id), status: 'open' as const };
    });
  } catch (error) {
    await Promise.all(written.map((key) => deps.storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

/** The ticket if `address` may see it (its owner or the support desk), else 404. */
export async function visibleTicket(
  deps: AppDeps,
  id: string,
  address: string,
): Promise<{ id: string; owner: string; status: TicketStatus }> {
  const ticket = await findTicket(deps.db, id);
  if (!ticket || (ticket.owner !== address && !isAdmin(deps, address))) throw notFound('Ticket not found');
  return ticket;
}

/** A support answer marks the ticket replied; the owner's follow-up puts it back in the queue. */
export async function replyToTicket(deps: AppDeps, ticketId: string, author: string, message: string): Promise<void> {
  const ticket = await visibleTicket(deps, ticketId, author);
  if (ticket.status === 'closed') throw conflict('This ticket is closed');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await insertTicketReply(tx, { ticketId, author, body: message, createdAt: now });
    await setTicketStatus(tx, ticketId, isAdmin(deps, author) ? 'replied' : 'open', now);
  });
}

/** The support desk sees every ticket, anyone else their own. */
export async function ticketsFor(deps: AppDeps, address: string): Promise<{ tickets: Ticket[]; isSupport: boolean }> {
  const isSupport = isAdmin(deps, address);
  const tickets = await listTickets(deps.db, isSupport ? null : address);
  return { tickets: tickets.map((t) => (t.owner ? { ...t, owner: shownAddress(deps, t.owner) } : t)), isSupport };
}

/** An image of a ticket `address` may see, else 404. */
export async function ticketImage(deps: AppDeps, id: string, address: string): Promise<{ bytes: Uint8Array; type: string }> {
  const image = await findTicketImage(deps.db, id);
  if (!image) throw notFound('Image not found');
  await visibleTicket(deps, image.ticket_id, address);
  const bytes = await deps.storage.get(image.storage_key);
  if (!bytes) throw notFound('Image not found');
  return { bytes, type: image.content_type };
}

/** Sets a ticket's status (the support desk's call), or 404. */
export async function changeTicketStatus(deps: AppDeps, ticketId: string, status: TicketStatus): Promise<void> {
  if (!(await setTicketStatus(deps.db, ticketId, status, deps.clock.now()))) throw notFound('Ticket not found');
}
