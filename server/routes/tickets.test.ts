import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTestApp, jsonRequest, type TestApp } from '../test/test-app.ts';
import { gifBytes, pngBytes } from '../test/images.ts';
import { TICKET_IMAGE_MAX_BYTES } from '../contract/limits.ts';
import { emailUserAddress } from '../auth/email-users.ts';
import { ticketsResponseSchema } from '../contract/tickets.ts';

const ADMIN = 'stars1hketckpwwuh07efn0z2dq9vuvcmyhq8u8twzcf';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.deps.config.adminAddresses.push(ADMIN);
});
afterAll(() => t.close());

let n = 0;
const user = async () => {
  const address = `stars1ticketuser${n++}`;
  return { address, headers: await t.signIn(address) };
};

function ticketForm(fields: Record<string, string>, images: Uint8Array[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  images.forEach((bytes, i) => form.set(`image${i}`, new File([bytes as Uint8Array<ArrayBuffer>], `shot${i}.png`, { type: 'image/png' })));
  return form;
}

const create = (headers: Record<string, string>, form: FormData) =>
  t.app.request('/api/create-ticket.php', { method: 'POST', headers, body: form });
const list = async (headers: Record<string, string>) =>
  // Parsed with the contract the SPA parses with: the answer must match it on every database.
  ticketsResponseSchema.parse(await (await t.app.request('/api/get-tickets.php', { headers })).json());
const ticketsOf = (owner: string) => t.db.query('SELECT title, status, priority FROM tickets WHERE owner = $1', [owner]);

describe('creating tickets', () => {
  it('creates an open ticket owned by the session, with its images stored and served', async () => {
    const { address, headers } = await user();
    const res = await create(
      headers,
      ticketForm(
        { title: 'Upload fails', description: 'It spins forever', priority: 'high', status: 'closed', starsAddress: 'stars1other' },
        [pngBytes(3, 3), gifBytes()],
      ),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, message: 'Ticket created successfully' });
    expect(await ticketsOf(address)).toEqual([{ title: 'Upload fails', status: 'open', priority: 'high' }]);
    expect(await ticketsOf('stars1other')).toEqual([]);

    const { tickets, isSupport } = await list(headers);
    expect(isSupport).toBe(false);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({ title: 'Upload fails', status: 'open', priority: 'high' });
    expect(tickets[0]!.images).toHaveLength(2);
    const image = await t.app.request(`/api/${tickets[0]!.images[0]}`, { headers });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(pngBytes(3, 3));
    const [stored] = await t.db.query<{ storage_key: string }>('SELECT storage_key FROM ticket_images ORDER BY id DESC LIMIT 1');
    expect(stored!.storage_key).toMatch(new RegExp(`^tickets/${tickets[0]!.id}/[0-9a-f]+\\.gif$`));
    expect(await readFile(join(t.uploadsDir, stored!.storage_key))).toEqual(Buffer.from(gifBytes()));
  });

  it('defaults the priority to low', async () => {
    const { address, headers } = await user();
    await create(headers, ticketForm({ title: 'Hi', description: 'Question' }));
    expect(await ticketsOf(address)).toEqual([{ title: 'Hi', status: 'open', priority: 'low' }]);
  });

  it.each([
    ['a missing title', { description: 'x' }, [], 400],
    ['a blank description', { title: 'x', description: '   ' }, [], 400],
    ['an unknown priority', { title: 'x', description: 'y', priority: 'urgent' }, [], 400],
    ['six images', { title: 'x', description: 'y' }, Array.from({ length: 6 }, () => pngBytes()), 400],
    ['a file that is not an image', { title: 'x', description: 'y' }, [new TextEncoder().encode('<svg onload=alert(1)>')], 415],
    [
      'an image over 2 MB',
      { title: 'x', description: 'y' },
      [new Uint8Array([...pngBytes(), ...new Uint8Array(TICKET_IMAGE_MAX_BYTES)])],
      413,
    ],
  ])('refuses %s and stores nothing', async (_name, fields, images, status) => {
    const { address, headers } = await user();
    const res = await create(headers, ticketForm(fields as Record<string, string>, images));
    expect(res.status).toBe(status);
    if (images.length === 6) expect((await res.json()).error).toBe('Maximum 5 images allowed');
    expect(await ticketsOf(address)).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await create(t.anonymous(), ticketForm({ title: 'x', description: 'y' }))).status).toBe(401);
    expect((await t.app.request('/api/get-tickets.php')).status).toBe(401);
  });
});

describe('privacy and the support desk', () => {
  it("keeps another user's tickets and images invisible and untouchable", async () => {
    const owner = await user();
    await create(owner.headers, ticketForm({ title: 'Private', description: 'secret' }, [pngBytes()]));
    const [ticket] = (await list(owner.headers)).tickets;
    const intruder = await user();
    expect((await list(intruder.headers)).tickets).toEqual([]);
    expect((await t.app.request(`/api/${ticket!.images[0]}`, { headers: intruder.headers })).status).toBe(404);
    const reply = await t.app.request('/api/reply-ticket.php', jsonRequest({ ticketId: ticket!.id, message: 'hijack' }, intruder.headers));
    expect(reply.status).toBe(404);
    const status = await t.app.request(
      '/api/update-ticket-status.php',
      jsonRequest({ ticketId: ticket!.id, status: 'closed' }, intruder.headers),
    );
    expect(status.status).toBe(403);
    expect(await t.db.query('SELECT * FROM ticket_replies WHERE ticket_id = $1', [ticket!.id])).toEqual([]);
    expect(await ticketsOf(owner.address)).toEqual([{ title: 'Private', status: 'open', priority: 'low' }]);
  });

  it('does not let the owner change the status of their own ticket', async () => {
    const owner = await user();
    await create(owner.headers, ticketForm({ title: 'Mine', description: 'd' }));
    const [ticket] = (await list(owner.headers)).tickets;
    const res = await t.app.request(
      '/api/update-ticket-status.php',
      jsonRequest({ ticketId: ticket!.id, status: 'closed' }, owner.headers),
    );
    expect(res.status).toBe(403);
    expect(await ticketsOf(owner.address)).toMatchObject([{ status: 'open' }]);
  });

  it('shows the support desk the email of an email user, not the opaque address', async () => {
    const email = 'artist@example.test';
    const address = await emailUserAddress(t.db, email, t.clock.now());
    const headers = await t.signIn(address, 'email', email);
    await create(headers, ticketForm({ title: 'From email', description: 'hi' }));
    const wallet = await user();
    await create(wallet.headers, ticketForm({ title: 'From wallet', description: 'hi' }));
    const desk = (await list(await t.signIn(ADMIN))).tickets as Array<{ title: string; owner?: string; ownerEmail?: string }>;
    expect(desk.find((x) => x.title === 'From email')).toMatchObject({ owner: address, ownerEmail: email });
    expect(desk.find((x) => x.title === 'From wallet')).toMatchObject({ owner: wallet.address });
    expect(desk.find((x) => x.title === 'From wallet')!.ownerEmail).toBeUndefined();
    expect((await list(headers)).tickets[0]).not.toHaveProperty('ownerEmail');
  });

  it('lets an admin see every ticket, reply and change the status, and the owner sees the reply', async () => {
    const owner = await user();
    await create(owner.headers, ticketForm({ title: 'Need help', description: 'please' }, [pngBytes()]));
    const [ticket] = (await list(owner.headers)).tickets;
    const admin = await t.signIn(ADMIN);
    const desk = await list(admin);
    expect(desk.isSupport).toBe(true);
    expect(desk.tickets.map((x) => x.title)).toContain('Need help');
    expect((await t.app.request(`/api/${ticket!.images[0]}`, { headers: admin })).status).toBe(200);

    const reply = await t.app.request('/api/reply-ticket.php', jsonRequest({ ticketId: ticket!.id, message: 'Try again now' }, admin));
    expect(await reply.json()).toMatchObject({ success: true });
    let mine = (await list(owner.headers)).tickets[0]!;
    expect(mine.status).toBe('replied');
    expect(mine.replies).toEqual([expect.objectContaining({ body: 'Try again now', fromSupport: true })]);

    const followUp = await t.app.request(
      '/api/reply-ticket.php',
      jsonRequest({ ticketId: ticket!.id, message: 'Still broken' }, owner.headers),
    );
    expect(followUp.status).toBe(200);
    mine = (await list(owner.headers)).tickets[0]!;
    expect(mine.status).toBe('open');
    expect(mine.replies.map((r) => r.fromSupport)).toEqual([true, false]);

    const close = await t.app.request('/api/update-ticket-status.php', jsonRequest({ ticketId: ticket!.id, status: 'closed' }, admin));
    expect(close.status).toBe(200);
    expect((await list(owner.headers)).tickets[0]!.status).toBe('closed');
    const late = await t.app.request('/api/reply-ticket.php', jsonRequest({ ticketId: ticket!.id, message: 'hello?' }, owner.headers));
    expect(late.status).toBe(409);

    const bad = await t.app.request('/api/update-ticket-status.php', jsonRequest({ ticketId: ticket!.id, status: 'deleted' }, admin));
    expect(bad.status).toBe(400);
    const missing = await t.app.request('/api/update-ticket-status.php', jsonRequest({ ticketId: 999999, status: 'pending' }, admin));
    expect(missing.status).toBe(404);
  });
});
