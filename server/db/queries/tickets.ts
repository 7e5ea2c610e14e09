// Support tickets with their images and replies.
import type { Queryable } from '../client.ts';
import type { Ticket, TicketPriority, TicketStatus } from '../../contract/tickets.ts';

type TicketRow = Omit<Ticket, 'id' | 'images' | 'replies' | 'created_at' | 'updated_at'> & {
  id: string;
  owner_email: string | null;
  created_at: Date;
  updated_at: Date;
};

/**
 * Every ticket of `owner`, or every ticket at all for the support desk (`owner` null), with images and
 * replies; the desk also sees each owner's address and, for email users, their email.
 */
export async function listTickets(db: Queryable, owner: string | null): Promise<Ticket[]> {
  const tickets = await db.query<TicketRow>(
    `SELECT t.id, t.owner, u.email AS owner_email, t.title, t.description, t.priority, t.status, t.created_at, t.updated_at
     FROM tickets t LEFT JOIN email_users u ON u.address = t.owner
     WHERE $1::text IS NULL OR t.owner = $1 ORDER BY t.created_at DESC, t.id DESC`,
    [owner],
  );
  const ids = tickets.map((t) => t.id);
  const [images, replies] = await Promise.all([
    db.query<{ id: string; ticket_id: string }>('SELECT id, ticket_id FROM ticket_images WHERE ticket_id = ANY($1::bigint[]) ORDER BY id', [
      ids,
    ]),
    db.query<{ id: string; ticket_id: string; author: string; body: string; created_at: Date }>(
      'SELECT id, ticket_id, author, body, created_at FROM ticket_replies WHERE ticket_id = ANY($1::bigint[]) ORDER BY created_at, id',
      [ids],
    ),
  ]);
  return tickets.map((t) => ({
    id: Number(t.id),
    title: t.title,
    description: t.description,
    priority: t.priority,
    status: t.status,
    ...(owner === null ? { owner: t.owner, ...(t.owner_email ? { ownerEmail: t.owner_email } : {}) } : {}),
    images: images.filter((i) => i.ticket_id === t.id).map((i) => `ticket-image.php?id=${i.id}`),
    replies: replies
      .filter((r) => r.ticket_id === t.id)
      .map((r) => ({
        id: Number(r.id),
        body: r.body,
        fromSupport: r.author !== t.owner,
        created_at: new Date(r.created_at).toISOString(),
      })),
    created_at: new Date(t.created_at).toISOString(),
    updated_at: new Date(t.updated_at).toISOString(),
  }));
}

export async function findTicket(db: Queryable, id: string): Promise<{ id: string; owner: string; status: TicketStatus } | null> {
  const [row] = await db.query<{ id: string; owner: string; status: TicketStatus }>('SELECT id, owner, status FROM tickets WHERE id = $1', [
    id,
  ]);
  return row ?? null;
}

export async function countTicketsSince(db: Queryable, owner: string, since: Date): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM tickets WHERE owner = $1 AND created_at > $2', [
    owner,
    since,
  ]);
  return row?.n ?? 0;
}

/** New tickets are always 'open'. */
export async function insertTicket(
  db: Queryable,
  t: { owner: string; title: string; description: string; priority: TicketPriority; createdAt: Date },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO tickets (owner, title, description, priority, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'open', $5, $5) RETURNING id`,
    [t.owner, t.title, t.description, t.priority, t.createdAt],
  );
  return row!.id;
}

/** False when there is no such ticket. */
export async function setTicketStatus(db: Queryable, id: string, status: TicketStatus, at: Date): Promise<boolean> {
  const rows = await db.query('UPDATE tickets SET status = $2, updated_at = $3 WHERE id = $1 RETURNING id', [id, status, at]);
  return rows.length > 0;
}

export async function insertTicketReply(
  db: Queryable,
  r: { ticketId: string; author: string; body: string; createdAt: Date },
): Promise<void> {
  await db.query('INSERT INTO ticket_replies (ticket_id, author, body, created_at) VALUES ($1, $2, $3, $4)', [
    r.ticketId,
    r.author,
    r.body,
    r.createdAt,
  ]);
}

export async function insertTicketImage(db: Queryable, i: { ticketId: string; storageKey: string; contentType: string }): Promise<void> {
  await db.query('INSERT INTO ticket_images (ticket_id, storage_key, content_type) VALUES ($1, $2, $3)', [
    i.ticketId,
    i.storageKey,
    i.contentType,
  ]);
}

export async function findTicketImage(
  db: Queryable,
  id: string,
): Promise<{ ticket_id: string; storage_key: string; content_type: string } | null> {
  const [row] = await db.query<{ ticket_id: string; storage_key: string; content_type: string }>(
    'SELECT ticket_id, storage_key, content_type FROM ticket_images WHERE id = $1',
    [id],
  );
  return row ?? null;
}
