// The world every attack test runs against: a victim (Bob) with one of everything (collection with cover,
// files on disk, trait, value, assignment, loan, ticket with image), and an attacker (Alice) with a
// collection of her own. Every attack is a table row: the request, the status it must get, and the
// promise that no row and no file changed.
import { randomBytes } from 'node:crypto';
import { toBech32 } from '@cosmjs/encoding';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, jsonRequest, type TestApp } from '../test/test-app.ts';
import { pngBytes } from '../test/images.ts';
import { seedCollection, upload } from '../test/files-seed.ts';
import { expectUnchanged, snapshot } from '../test/snapshot.ts';
import { DEFAULT_PARTNERS } from '../contract/partners.ts';

export type Headers = Record<string, string>;

export const starsAddress = () => toBech32('stars', randomBytes(20));

export interface World {
  t: TestApp;
  alice: string;
  bob: string;
  asAlice: Headers;
  asBob: Headers;
  /** A support desk member (ADMIN_ADDRESSES). */
  asAdmin: Headers;
  aliceCollection: number;
  bobCollection: number;
  bobFileIds: number[];
  bobFileName: string;
  bobTraitId: number;
  bobValueId: number;
  bobBorrowId: number;
  bobTicketId: number;
  bobTicketImageId: number;
  bobCoverPath: string;
}

async function json<T>(res: Response): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

export async function buildWorld(): Promise<World> {
  const t = await createTestApp();
  const alice = starsAddress();
  const bob = starsAddress();
  // Both hold partner tokens, so both have credits to lend and room for more collections.
  for (const owner of [alice, bob]) t.holdings.set(`${owner}|${DEFAULT_PARTNERS[0]!.contract}`, 1);
  const asAlice = await t.signIn(alice);
  const asBob = await t.signIn(bob);
  const admin = starsAddress();
  t.deps.config.adminAddresses.push(admin);
  const asAdmin = await t.signIn(admin);
  const aliceCollection = await seedCollection(t, alice, 'Alice art');

  const cover = new FormData();
  cover.set('name', 'Bob unreleased');
  cover.set('description', 'Secret drop');
  cover.set('coverPhoto', new File([pngBytes(4, 4) as Uint8Array<ArrayBuffer>], 'cover.png', { type: 'image/png' }));
  const added = await json<{ collection: { id: number; coverPhoto: string } }>(
    await t.app.request('/api/add_collection.php', { method: 'POST', headers: asBob, body: cover }),
  );
  const bobCollection = added.collection.id;
  const files = await json<{ uploadedFiles: Array<{ id: number; file_name: string }> }>(
    await upload(t, asBob, bobCollection, [{ name: '1.png' }, { name: '2.png' }, { name: '3.png' }]),
  );
  const trait = await json<{ trait: { id: number } }>(
    await t.app.request('/api/add_main_trait.php', jsonRequest({ collection_id: bobCollection, trait_name: 'Eyes' }, asBob)),
  );
  const value = await json<{ value: { id: number } }>(
    await t.app.request('/api/add_trait_value.php', jsonRequest({ main_trait_id: trait.trait.id, value: 'Laser' }, asBob)),
  );
  await json(
    await t.app.request('/api/trait_to_file.php', jsonRequest({ file_id: files.uploadedFiles[0]!.id, value_id: value.value.id }, asBob)),
  );
  const borrow = await json<{ record: { id: number } }>(
    await t.app.request('/api/add_borrow.php', jsonRequest({ address: starsAddress(), credits: 10 }, asBob)),
  );
  const ticketForm = new FormData();
  ticketForm.set('title', 'Help');
  ticketForm.set('description', 'My wallet');
  ticketForm.set('image0', new File([pngBytes() as Uint8Array<ArrayBuffer>], 'a.png', { type: 'image/png' }));
  const ticket = await json<{ ticket: { id: number } }>(
    await t.app.request('/api/create-ticket.php', { method: 'POST', headers: asBob, body: ticketForm }),
  );
  const [image] = await t.db.query<{ id: string }>('SELECT id FROM ticket_images WHERE ticket_id = $1', [ticket.ticket.id]);

  return {
    t,
    alice,
    bob,
    asAlice,
    asBob,
    asAdmin,
    aliceCollection,
    bobCollection,
    bobFileIds: files.uploadedFiles.map((f) => f.id),
    bobFileName: files.uploadedFiles[0]!.file_name,
    bobTraitId: trait.trait.id,
    bobValueId: value.value.id,
    bobBorrowId: borrow.record.id,
    bobTicketId: ticket.ticket.id,
    bobTicketImageId: Number(image!.id),
    bobCoverPath: added.collection.coverPhoto,
  };
}

/** One attack: a name, the status it must get, the request, and tables it may legitimately touch. */
export type Sent = Response | Promise<Response>;
export type Attack = [name: string, status: number, send: (w: World) => Sent, allowed?: string[]];

/** Asserts a refusal: the status, a JSON error naming the reason, and nothing stored or written. */
export async function expectRefused(w: World, send: () => Sent, status: number, allowed: string[] = []) {
  const before = await snapshot(w.t.db, w.t.uploadsDir);
  const res = await send();
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(res.headers.get('content-type') ?? '').toMatch(/application\/json/);
  const body = JSON.parse(text) as { success?: boolean; error?: unknown; message?: unknown };
  expect(body.success).toBe(false);
  expect(typeof body.error).toBe('string');
  expect((body.error as string).length).toBeGreaterThan(3);
  expect(body.error).not.toBe('Internal server error');
  await expectUnchanged(w.t.db, w.t.uploadsDir, before, allowed);
}

/** Registers one vitest case per attack on a shared world built once for the file. */
export function attackTable(attacks: Attack[], world: () => World) {
  it.each(attacks)('%s -> %i', async (_name, status, send, allowed) => {
    const w = world();
    await expectRefused(w, () => send(w), status, allowed);
  });
}

/** The world of one test file, built before its tests and closed after. */
export function useWorld(): () => World {
  let w: World | undefined;
  beforeAll(async () => void (w = await buildWorld()));
  afterAll(async () => w?.t.close());
  return () => w!;
}

export const get = (w: World, path: string, headers: Headers = {}) => w.t.app.request(`/api/${path}`, { headers });
export const post = (w: World, path: string, body: unknown, headers: Headers = {}, method = 'POST') =>
  w.t.app.request(`/api/${path}`, jsonRequest(body, headers, method));
export const postForm = (w: World, path: string, form: FormData, headers: Headers = {}) =>
  w.t.app.request(`/api/${path}`, { method: 'POST', headers, body: form });
export function formOf(fields: Record<string, string | File>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}
export const png = (name = 'x.png', bytes: Uint8Array = pngBytes()) =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'image/png' });
