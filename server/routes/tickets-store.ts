// Reading and writing tickets: the list with images and replies, and creation with checked images.
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../deps.ts';
import { lockKey, type Queryable } from '../db/client.ts';
import { badRequest, tooLarge, tooMany, unsupported } from '../http-error.ts';
import { parseWith } from '../request-body.ts';
import { sniffImage } from '../services/image-sniff.ts';
import { TICKET_IMAGE_MAX_BYTES, TICKET_MAX_IMAGES, TICKETS_PER_HOUR } from '../contract/limits.ts';
import { createTicketSchema, MAX_IMAGES_MESSAGE, type Ticket } from '../contract/tickets.ts';

const TICKET_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif']);
const IMAGE_FIELD = /^image\d+$/;
/** Room for the text fields and multipart framing besides the images. */
const FORM_OVERHEAD_BYTES = 256 * 1024;
const HOUR_MS = 60 * 60 * 1000;

type TicketRow = Omit<Ticket, 'id' | 'images' | 'replies' | 'created_at' | 'updated_at'> & {
  id: string;
  owner_email: string | null;
  created_at: Date;
  updated_at: Date;
};

/** Every ticket of `owner`, or every ticket at all for the support desk (`owner` null). */
export async function listTickets(db: Queryable, owner: string | null): Promise<Ticket[]> {
  const tickets = await db.query<TicketRow>(
    `SELECT t.id, t.owner, u.email AS owner_email, t.title, t.description, t.priority, t.status, t.created_at, t.updated_at
     FROM tickets t LEFT JOIN email_users u ON u.address = t.owner
     WHERE $1::text IS NULL OR t.owner = $1 ORDER BY t.created_at DESC, t.id DESC`,
    [owner],
  );
  const ids = tickets.map((t) => t.id);
  const [images, replies] = await Promise.all([
    db.query<{ id: string; ticket_id: string }>('SELECT id, ticket_id FROM ticket_images WHERE ticket_id = ANY($1::bigint[]) ORDER BY id', [ids]),
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
      .map((r) => ({ id: Number(r.id), body: r.body, fromSupport: r.author !== t.owner, created_at: new Date(r.created_at).toISOString() })),
    created_at: new Date(t.created_at).toISOString(),
    updated_at: new Date(t.updated_at).toISOString(),
  }));
}

interface CheckedImage {
  bytes: Uint8Array;
  type: string;
  extension: string;
}

async function checkImages(form: FormData): Promise<CheckedImage[]> {
  const files: File[] = [];
  form.forEach((value, key) => {
    if (IMAGE_FIELD.test(key) && value instanceof File) files.push(value);
  });
  if (files.length > TICKET_MAX_IMAGES) throw badRequest(MAX_IMAGES_MESSAGE);
  if (files.some((f) => f.size > TICKET_IMAGE_MAX_BYTES)) throw tooLarge('Each image must be at most 2MB');
  return Promise.all(
    files.map(async (file) => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const sniffed = sniffImage(bytes);
      if (!sniffed.ok || !TICKET_IMAGE_TYPES.has(sniffed.image.type)) throw unsupported('Images must be JPG, PNG or GIF files');
      return { bytes, type: sniffed.image.type, extension: sniffed.image.extension };
    }),
  );
}

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : undefined);

/** New tickets are always 'open' and owned by the session, whatever the form says. */
export async function createTicket(deps: AppDeps, owner: string, contentLength: string | undefined, readForm: () => Promise<FormData>) {
  if (Number(contentLength ?? 0) > TICKET_MAX_IMAGES * TICKET_IMAGE_MAX_BYTES + FORM_OVERHEAD_BYTES) throw tooLarge('Each image must be at most 2MB');
  const form = await readForm();
  const fields = parseWith(createTicketSchema, {
    title: text(form.get('title')) ?? '',
    description: text(form.get('description')) ?? '',
    priority: text(form.get('priority')) || undefined,
  });
  const images = await checkImages(form);
  const now = deps.clock.now();
  const written: string[] = [];
  try {
    return await deps.db.transaction(async (tx) => {
      await lockKey(tx, `tickets:${owner}`);
      const [recent] = await tx.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM tickets WHERE owner = $1 AND created_at > $2', [owner, new Date(now.getTime() - HOUR_MS)]);
      if ((recent?.n ?? 0) >= TICKETS_PER_HOUR) throw tooMany('Too many tickets, please try again later');
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO tickets (owner, title, description, priority, status, created_at, updated_at)
         VALUES ($1, $2, $3, $4, 'open', $5, $5) RETURNING id`,
        [owner, fields.title, fields.description, fields.priority, now],
      );
      const id = row!.id;
      for (const image of images) {
        const key = `tickets/${id}/${randomBytes(12).toString('hex')}.${image.extension}`;
        await deps.storage.put(key, image.bytes);
        written.push(key);
        await tx.query('INSERT INTO ticket_images (ticket_id, storage_key, content_type) VALUES ($1, $2, $3)', [id, key, image.type]);
      }
      return { id: Number(id), status: 'open' as const };
    });
  } catch (error) {
    await Promise.all(written.map((key) => deps.storage.delete(key).catch(() => undefined)));
    throw error;
  }
}
