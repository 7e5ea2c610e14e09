// Loans, tickets, applications and votes under attack: someone else's records, totals and owners a
// client must not set, amounts and texts at and past their limits, and ids no database could hold.
import { describe, expect, it } from 'vitest';
import { canonicalAddress } from '../auth/canonical-address.ts';
import { BORROW_MAX_CREDITS, NAME_MAX, TICKET_DESCRIPTION_MAX } from '../contract/limits.ts';
import { pngBytes } from '../test/images.ts';
import { attackTable, formOf, get, png, post, postForm, starsAddress, useWorld, type World } from './attack-world.ts';

const world = useWorld();
const lend = (w: World, body: Record<string, unknown>) => post(w, 'add_borrow.php', body, w.asAlice);
const ticket = (w: World, fields: Record<string, string | File>) => postForm(w, 'create-ticket.php', formOf(fields), w.asAlice);

describe('loans', () => {
  attackTable(
    [
      ["delete Bob's loan", 404, (w) => post(w, 'delete_borrow.php', { id: w.bobBorrowId }, w.asAlice, 'DELETE')],
      [
        "delete Bob's loan naming Bob",
        404,
        (w) => post(w, 'delete_borrow.php', { id: w.bobBorrowId, walletAdd: w.bob }, w.asAlice, 'DELETE'),
      ],
      ['delete with id 1e300', 400, (w) => post(w, 'delete_borrow.php', { id: 1e300 }, w.asAlice, 'DELETE')],
      ['delete with id past BIGINT', 400, (w) => post(w, 'delete_borrow.php', { id: '99999999999999999999' }, w.asAlice, 'DELETE')],
      [
        'more than the available credits, whatever totalCount says',
        409,
        (w) => lend(w, { address: starsAddress(), credits: 1001, walletAdd: w.bob, totalCount: 1e9, totalBorrowed: 0 }),
      ],
      ["Bob's credits by naming Bob as walletAdd", 409, (w) => lend(w, { address: starsAddress(), credits: 1001, walletAdd: w.bob })],
      ['0 credits', 400, (w) => lend(w, { address: starsAddress(), credits: 0 })],
      ['negative credits', 400, (w) => lend(w, { address: starsAddress(), credits: -100 })],
      ['fractional credits', 400, (w) => lend(w, { address: starsAddress(), credits: 1.5 })],
      ['credits as text', 400, (w) => lend(w, { address: starsAddress(), credits: '10' })],
      ['credits past the maximum', 400, (w) => lend(w, { address: starsAddress(), credits: BORROW_MAX_CREDITS + 1 })],
      ['credits as Infinity (null in JSON)', 400, (w) => lend(w, { address: starsAddress(), credits: Infinity })],
      ['a recipient of 38 characters', 400, (w) => lend(w, { address: starsAddress().slice(0, -1), credits: 1 })],
      [
        'a recipient with a broken checksum',
        400,
        (w) => lend(w, { address: starsAddress().replace(/.$/, (c) => (c === 'q' ? 'p' : 'q')), credits: 1 }),
      ],
      ['an upper-case recipient', 400, (w) => lend(w, { address: starsAddress().toUpperCase(), credits: 1 })],
      ['oneself as recipient', 400, (w) => lend(w, { address: w.alice, credits: 1 })],
      ['no recipient', 400, (w) => lend(w, { credits: 1 })],
    ],
    world,
  );

  it("the lender is the session and the totals are the server's, whatever the client sends", async () => {
    const w = world();
    const res = await lend(w, { address: starsAddress(), credits: 5, walletAdd: w.bob, totalCount: 1e9, totalBorrowed: -1e9 });
    expect(res.status).toBe(200);
    const [row] = await w.t.db.query<{ lender: string }>('SELECT lender FROM borrows ORDER BY id DESC LIMIT 1');
    expect(row!.lender).toBe(canonicalAddress(w.alice));
    const list = (await (await get(w, `select_borrow.php?walletAdd=${w.bob}`, w.asAlice)).json()) as {
      records: Array<{ id: number }>;
      summary: { total: number; borrowed: number };
    };
    expect(list.records.map((r) => r.id)).not.toContain(w.bobBorrowId);
    expect(list.summary).toMatchObject({ total: 1000, borrowed: 5 });
  });
});

describe('tickets', () => {
  const big = () => png('big.png', new Uint8Array([...pngBytes(), ...new Uint8Array(2 * 1024 * 1024)]));
  attackTable(
    [
      ["Bob's ticket image", 404, (w) => get(w, `ticket-image.php?id=${w.bobTicketImageId}`, w.asAlice)],
      ["a reply to Bob's ticket", 404, (w) => post(w, 'reply-ticket.php', { ticketId: w.bobTicketId, message: 'hi' }, w.asAlice)],
      [
        'a status change by a non-member of the desk',
        403,
        (w) => post(w, 'update-ticket-status.php', { ticketId: w.bobTicketId, status: 'closed' }, w.asAlice),
      ],
      [
        'a status outside the list',
        400,
        (w) => post(w, 'update-ticket-status.php', { ticketId: w.bobTicketId, status: 'deleted' }, w.asAdmin),
      ],
      [
        'a status change of a missing ticket',
        404,
        (w) => post(w, 'update-ticket-status.php', { ticketId: 987654, status: 'closed' }, w.asAdmin),
      ],
      ['a reply with ticketId 1e300', 400, (w) => post(w, 'reply-ticket.php', { ticketId: 1e300, message: 'hi' }, w.asAlice)],
      [
        'a status change with ticketId 1e300',
        400,
        (w) => post(w, 'update-ticket-status.php', { ticketId: 1e300, status: 'closed' }, w.asAdmin),
      ],
      ['an image id past BIGINT', 400, (w) => get(w, 'ticket-image.php?id=99999999999999999999', w.asAlice)],
      ['an image id as text', 400, (w) => get(w, 'ticket-image.php?id=abc', w.asAlice)],
      ['a title of 256 characters', 400, (w) => ticket(w, { title: 't'.repeat(NAME_MAX + 1), description: 'd' })],
      ['a description past the limit', 400, (w) => ticket(w, { title: 't', description: 'd'.repeat(TICKET_DESCRIPTION_MAX + 1) })],
      ['no title', 400, (w) => ticket(w, { description: 'd' })],
      ['a priority outside the list', 400, (w) => ticket(w, { title: 't', description: 'd', priority: 'urgent' })],
      [
        '6 images',
        400,
        (w) =>
          ticket(w, { title: 't', description: 'd', ...Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`image${i}`, png()])) }),
      ],
      ['an image over 2 MB', 413, (w) => ticket(w, { title: 't', description: 'd', image0: big() })],
      [
        'an SVG with script',
        415,
        (w) =>
          ticket(w, {
            title: 't',
            description: 'd',
            image0: new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'a.svg', {
              type: 'image/svg+xml',
            }),
          }),
      ],
      [
        'an HTML page named .png',
        415,
        (w) =>
          ticket(w, {
            title: 't',
            description: 'd',
            image0: new File(['<html><script>alert(1)</script></html>'], 'a.png', { type: 'image/png' }),
          }),
      ],
      ['a reply of 0 characters', 400, (w) => post(w, 'reply-ticket.php', { ticketId: w.bobTicketId, message: ' ' }, w.asBob)],
    ],
    world,
  );

  it("status and starsAddress in the form are ignored: the ticket is open and the session's", async () => {
    const w = world();
    const res = await ticket(w, { title: 'Mine', description: 'd', status: 'closed', starsAddress: w.bob, owner: w.bob });
    expect(res.status).toBe(200);
    const [row] = await w.t.db.query<{ owner: string; status: string }>("SELECT owner, status FROM tickets WHERE title = 'Mine'");
    expect(row).toEqual({ owner: canonicalAddress(w.alice), status: 'open' });
    const list = (await (await get(w, `get-tickets.php?starsAddress=${w.bob}`, w.asAlice)).json()) as { tickets: Array<{ id: number }> };
    expect(list.tickets.map((t) => t.id)).not.toContain(w.bobTicketId);
  });
});

describe('applications and votes', () => {
  attackTable(
    [
      ['an application without a name', 400, (w) => postForm(w, 'submit_application.php', formOf({ twitter: '@x' }), w.asAlice)],
      [
        'an application name of 256 characters',
        400,
        (w) => postForm(w, 'submit_application.php', formOf({ name: 'n'.repeat(NAME_MAX + 1) }), w.asAlice),
      ],
      [
        'a twitter handle of 256 characters',
        400,
        (w) => postForm(w, 'submit_application.php', formOf({ name: 'n', twitter: 't'.repeat(NAME_MAX + 1) }), w.asAlice),
      ],
      [
        'a proposal by a non-admin',
        403,
        (w) => post(w, 'create-proposal.php', { title: 'x', closesAt: '2026-02-01T00:00:00Z' }, w.asAlice),
      ],
      [
        'a proposal closing in the past',
        400,
        (w) => post(w, 'create-proposal.php', { title: 'x', closesAt: '2020-01-01T00:00:00Z' }, w.asAdmin),
      ],
      ['a proposal without an offset', 400, (w) => post(w, 'create-proposal.php', { title: 'x', closesAt: '2026-02-01 00:00' }, w.asAdmin)],
      ['a vote on a missing proposal', 404, (w) => post(w, 'vote.php', { proposalId: 987654, choice: 'yes' }, w.asAlice)],
      ['a vote with proposalId 1e300', 400, (w) => post(w, 'vote.php', { proposalId: 1e300, choice: 'yes' }, w.asAlice)],
      ['a vote outside the choices', 400, (w) => post(w, 'vote.php', { proposalId: 1, choice: 'maybe' }, w.asAlice)],
    ],
    world,
  );
});
