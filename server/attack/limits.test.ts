// Every limit hit by parallel requests: exactly as many succeed as the limit allows, the rest answer
// 409 (or 429 for rates) with a JSON error, and rows and files on disk add up to the limit exactly.
import { canonicalAddress } from '../auth/canonical-address.ts';
import { describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { FREE_CREDITS, TICKETS_PER_HOUR, APPLICATIONS_PER_OWNER } from '../contract/limits.ts';
import { DEFAULT_PARTNERS } from '../contract/partners.ts';
import { uploadForm } from '../test/files-seed.ts';
import { TOKEN_NAMES_FIELD } from '../contract/files.ts';
import { seedCollection } from '../test/files-seed.ts';
import { formOf, png, post, postForm, starsAddress, useWorld, type World } from './attack-world.ts';

const world = useWorld();

async function statuses(responses: Response[]): Promise<Record<number, number>> {
  const counts: Record<number, number> = {};
  for (const res of responses) {
    counts[res.status] = (counts[res.status] ?? 0) + 1;
    const body = (await res.json()) as { success?: boolean; error?: string };
    if (res.status !== 200) expect(body).toMatchObject({ success: false, error: expect.any(String) });
  }
  return counts;
}

const count = async (w: World, sql: string, params: unknown[]) => Number((await w.t.db.query<{ n: number }>(sql, params))[0]!.n);

describe('parallel requests never pass a limit', () => {
  it('collections: a wallet with 1 partner collection may own 2; 6 parallel adds leave exactly 2', async () => {
    const w = world();
    const owner = starsAddress();
    w.t.holdings.set(`${owner}|${DEFAULT_PARTNERS[1]!.contract}`, 3);
    const headers = await w.t.signIn(owner);
    const adds = Array.from({ length: 6 }, (_, i) =>
      postForm(w, 'add_collection.php', formOf({ name: `C${i}`, coverPhoto: png() }), headers),
    );
    expect(await statuses(await Promise.all(adds))).toEqual({ 200: 2, 409: 4 });
    expect(await count(w, 'SELECT count(*)::int AS n FROM collections WHERE owner = $1', [canonicalAddress(owner)])).toBe(2);
    const covers = await readdir(join(w.t.uploadsDir, 'covers', canonicalAddress(owner)));
    expect(covers).toHaveLength(2);
  });

  it('email users: 4 parallel adds leave exactly 1 free collection', async () => {
    const w = world();
    const headers = await w.t.signIn('email-limits0000000000000000000000', 'email', 'limits@example.com');
    const adds = Array.from({ length: 4 }, (_, i) =>
      postForm(w, 'add_collection.php', formOf({ name: `E${i}`, coverPhoto: png() }), headers),
    );
    expect(await statuses(await Promise.all(adds))).toEqual({ 200: 1, 409: 3 });
  });

  it(`files: an email user's ${FREE_CREDITS}-file allowance, 8 parallel batches of 15, exactly ${FREE_CREDITS} rows and files`, async () => {
    const w = world();
    const owner = 'email-files00000000000000000000000';
    const headers = await w.t.signIn(owner, 'email', 'files@example.com');
    const id = await seedCollection(w.t, owner);
    const batches = Array.from({ length: 8 }, (_, b) => {
      const form = uploadForm(
        id,
        Array.from({ length: 15 }, (_, i) => ({ name: `${b * 15 + i + 1}.png` })),
      );
      // Each batch's first file has a token name of its own: only a stored file keeps it.
      form.set(TOKEN_NAMES_FIELD, JSON.stringify({ [`${b * 15 + 1}.png`]: `One of one ${b}` }));
      return w.t.app.request('/api/upload_file.php', { method: 'POST', headers, body: form });
    });
    // Six whole batches, one cut after 10 files (its last 5 refused by name), one refused whole.
    expect(await statuses(await Promise.all(batches))).toEqual({ 200: 7, 409: 1 });
    expect(await count(w, 'SELECT count(*)::int AS n FROM files WHERE collection_id = $1', [id])).toBe(FREE_CREDITS);
    expect(await count(w, 'SELECT count(*)::int AS n FROM files WHERE collection_id = $1 AND token_name IS NOT NULL', [id])).toBe(7);
    const onDisk = await readdir(join(w.t.uploadsDir, 'collections', canonicalAddress(owner), String(id)));
    expect(onDisk.filter((f) => !f.endsWith('.partial'))).toHaveLength(FREE_CREDITS);
    expect(onDisk).toHaveLength(FREE_CREDITS);
  });

  it('credits: 10 parallel loans of 300 from 1000 credits leave exactly 3 and never a negative balance', async () => {
    const w = world();
    const lender = starsAddress();
    w.t.holdings.set(`${lender}|${DEFAULT_PARTNERS[0]!.contract}`, 1);
    const headers = await w.t.signIn(lender);
    const loans = Array.from({ length: 10 }, () => post(w, 'add_borrow.php', { address: starsAddress(), credits: 300 }, headers));
    expect(await statuses(await Promise.all(loans))).toEqual({ 200: 3, 409: 7 });
    expect(await count(w, 'SELECT COALESCE(SUM(credits), 0)::int AS n FROM borrows WHERE lender = $1', [canonicalAddress(lender)])).toBe(
      900,
    );
  });

  it(`tickets: ${TICKETS_PER_HOUR + 3} parallel tickets leave exactly ${TICKETS_PER_HOUR} an hour`, async () => {
    const w = world();
    const headers = await w.t.signIn(starsAddress());
    const tickets = Array.from({ length: TICKETS_PER_HOUR + 3 }, (_, i) =>
      postForm(w, 'create-ticket.php', formOf({ title: `T${i}`, description: 'd', image0: png() }), headers),
    );
    expect(await statuses(await Promise.all(tickets))).toEqual({ 200: TICKETS_PER_HOUR, 429: 3 });
  });

  it(`applications: ${APPLICATIONS_PER_OWNER + 3} parallel leave exactly ${APPLICATIONS_PER_OWNER}`, async () => {
    const w = world();
    const headers = await w.t.signIn(starsAddress());
    const apps = Array.from({ length: APPLICATIONS_PER_OWNER + 3 }, (_, i) =>
      postForm(w, 'submit_application.php', formOf({ name: `P${i}` }), headers),
    );
    expect(await statuses(await Promise.all(apps))).toEqual({ 200: APPLICATIONS_PER_OWNER, 409: 3 });
  });

  it('votes: 5 parallel votes of one address count once', async () => {
    const w = world();
    const created = await post(w, 'create-proposal.php', { title: 'Parallel', closesAt: '2026-03-01T00:00:00Z' }, w.asAdmin);
    const { id } = (await created.json()) as { id: number };
    const headers = await w.t.signIn(starsAddress());
    const votes = Array.from({ length: 5 }, () => post(w, 'vote.php', { proposalId: id, choice: 'yes' }, headers));
    expect(await statuses(await Promise.all(votes))).toEqual({ 200: 1, 409: 4 });
  });

  it('verification mails: 5 parallel sends for one email mail exactly one code', async () => {
    const w = world();
    const sent = w.t.mails.length;
    const sends = Array.from({ length: 5 }, () => post(w, 'send-verification.php', { email: 'parallel@example.com' }, w.t.anonymous()));
    expect(await statuses(await Promise.all(sends))).toEqual({ 200: 1, 429: 4 });
    expect(w.t.mails.length - sent).toBe(1);
  });

  it('assignments: the same pair in 5 parallel requests is stored once', async () => {
    const w = world();
    const pairs = Array.from({ length: 5 }, () =>
      post(w, 'trait_to_file.php', { file_id: w.bobFileIds[2], value_id: w.bobValueId }, w.asBob),
    );
    expect(await statuses(await Promise.all(pairs))).toEqual({ 200: 1, 409: 4 });
    expect(await count(w, 'SELECT count(*)::int AS n FROM file_traits WHERE file_id = $1', [w.bobFileIds[2]])).toBe(1);
  });
});
