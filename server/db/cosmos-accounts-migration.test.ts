// The move to account forms (migrations/cosmos-accounts.ts) on a copy of a populated database, on PGlite and on
// PostgreSQL: every row stays, every Cosmos address becomes its account (the same for `stars1` and
// `cosmos1` of one key), EVM, Solana and email-user addresses are untouched, and running it again changes
// nothing.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { toBech32 } from '@cosmjs/encoding';
import { describe, expect, it } from 'vitest';
import { openPglite, postgresDb, type Db } from './client.ts';
import { migrate } from './migrate.ts';
import { ADDRESS_COLUMNS, cosmosAccounts } from './migrations/cosmos-accounts.ts';
import { displayAddress } from '../../shared/chains/account.ts';
import { createPostgresDatabase } from '../test/test-database.ts';

const NAME = '005_cosmos_accounts.ts';
const TABLES = [...new Set(ADDRESS_COLUMNS.map(([table]) => table)), 'files', 'traits', 'trait_values', 'file_traits', 'email_users'];
const key = randomBytes(20);
const other = randomBytes(20);
const STARS = toBech32('stars', key);
const OTHER = toBech32('stars', other);
const EVM = `0x${'ab'.repeat(20)}`;
const SOLANA = 'So11111111111111111111111111111111111111112';
const EMAIL = `email-${'c'.repeat(32)}`;

/** A database as it was before the migration: every table that holds an address, with each kind of address. */
async function populateBefore(db: Db): Promise<void> {
  await migrate(db);
  await db.query('DELETE FROM schema_migrations WHERE name = $1', [NAME]);
  const now = new Date();
  for (const owner of [STARS, OTHER, EVM, SOLANA, EMAIL, 'stars1a']) {
    const [c] = await db.query<{ id: string }>(
      "INSERT INTO collections (owner, name, created_at, cover_key) VALUES ($1, 'C', $2, $3) RETURNING id",
      [owner, now, `covers/${owner}/x.png`],
    );
    const [f] = await db.query<{ id: string }>(
      "INSERT INTO files (collection_id, file_name, storage_key, content_type, size, created_at) VALUES ($1, '1.png', $2, 'image/png', 1, $3) RETURNING id",
      [c!.id, `collections/${owner}/${c!.id}/1.png`, now],
    );
    const [t] = await db.query<{ id: string }>(
      "INSERT INTO traits (collection_id, trait_name, created_at) VALUES ($1, 'Hat', $2) RETURNING id",
      [c!.id, now],
    );
    const [v] = await db.query<{ id: string }>("INSERT INTO trait_values (trait_id, value) VALUES ($1, 'Red') RETURNING id", [t!.id]);
    await db.query('INSERT INTO file_traits (file_id, trait_id, value_id) VALUES ($1, $2, $3)', [f!.id, t!.id, v!.id]);
    const [tk] = await db.query<{ id: string }>(
      "INSERT INTO tickets (owner, title, description, created_at, updated_at) VALUES ($1, 'T', 'D', $2, $2) RETURNING id",
      [owner, now],
    );
    await db.query("INSERT INTO ticket_replies (ticket_id, author, body, created_at) VALUES ($1, $2, 'R', $3)", [tk!.id, owner, now]);
    await db.query("INSERT INTO applications (owner, name, created_at) VALUES ($1, 'A', $2)", [owner, now]);
    await db.query(
      "INSERT INTO sessions (id_hash, address, wallet, xsrf_token, created_at, last_seen_at, expires_at) VALUES ($1, $2, 'keplr', 'x', $3, $3, $3)",
      [`h-${owner}`, owner, now],
    );
    await db.query("INSERT INTO auth_challenges (nonce, address, wallet, message, expires_at) VALUES ($1, $2, 'keplr', 'm', $3)", [
      `n-${owner}`,
      owner,
      now,
    ]);
  }
  await db.query("INSERT INTO email_users (email, address, created_at) VALUES ('e@example.com', $1, $2)", [EMAIL, now]);
  await db.query('INSERT INTO borrows (lender, recipient, credits, created_at) VALUES ($1, $2, 5, $3), ($2, $1, 7, $3), ($4, $1, 1, $3)', [
    STARS,
    OTHER,
    now,
    EVM,
  ]);
  const [p] = await db.query<{ id: string }>(
    "INSERT INTO proposals (title, created_by, closes_at, created_at) VALUES ('P', $1, $2, $2) RETURNING id",
    [STARS, now],
  );
  for (const voter of [STARS, OTHER, EVM])
    await db.query("INSERT INTO votes (proposal_id, voter, choice, created_at) VALUES ($1, $2, 'yes', $3)", [p!.id, voter, now]);
}

const counts = async (db: Db) =>
  Object.fromEntries(
    await Promise.all(TABLES.map(async (t) => [t, (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`))[0]!.n])),
  );
const dump = async (db: Db) => Promise.all(ADDRESS_COLUMNS.map(([t, c]) => db.query(`SELECT ${c} AS v FROM ${t} ORDER BY 1`)));
const values = async (db: Db) => new Set((await dump(db)).flat().map((r) => String(r.v)));

async function checkMigration(db: Db): Promise<void> {
  const before = await counts(db);
  expect(await migrate(db)).toEqual([NAME]);
  expect(await counts(db)).toEqual(before);
  const after = await values(db);
  const account = `cosmos-${Buffer.from(key).toString('hex')}`;
  expect(after).toEqual(new Set([account, `cosmos-${Buffer.from(other).toString('hex')}`, EVM, SOLANA, EMAIL, 'stars1a']));
  // The one account reads as its Hub address and as its Stargaze address.
  expect(displayAddress(account, 'cosmos')).toBe(toBech32('cosmos', key));
  expect(displayAddress(account, 'stars')).toBe(STARS);
  // Storage keys keep the spelling they were written under.
  const [cover] = await db.query<{ cover_key: string }>('SELECT cover_key FROM collections WHERE owner = $1', [account]);
  expect(cover!.cover_key).toBe(`covers/${STARS}/x.png`);
  // Again: nothing applied, nothing changed.
  const once = await dump(db);
  expect(await migrate(db)).toEqual([]);
  await db.transaction((tx) => cosmosAccounts(tx));
  expect(await dump(db)).toEqual(once);
  expect(await counts(db)).toEqual(before);
}

describe('005_cosmos_accounts', () => {
  it('moves a copy of a populated PGlite database to account forms, losing nothing, idempotent', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tf-accounts-'));
    try {
      const original = await openPglite(join(dir, 'original'));
      await populateBefore(original);
      await original.close();
      await cp(join(dir, 'original'), join(dir, 'copy'), { recursive: true });
      const copy = await openPglite(join(dir, 'copy'));
      try {
        await checkMigration(copy);
      } finally {
        await copy.close();
      }
      const untouched = await openPglite(join(dir, 'original'));
      expect(await values(untouched)).toContain(STARS);
      await untouched.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  const serverUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!serverUrl)('does the same on PostgreSQL (skipped: set TEST_DATABASE_URL, see scripts/with-postgres.sh)', async () => {
    const database = await createPostgresDatabase(serverUrl!);
    const db = postgresDb(database.url, { poolSize: 2 });
    try {
      await populateBefore(db);
      await checkMigration(db);
    } finally {
      await db.close();
      await database.drop();
    }
  });
});
