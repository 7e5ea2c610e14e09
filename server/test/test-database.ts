// The database of one test app: a fresh in-memory PGlite, or, when TEST_DATABASE_URL names a
// PostgreSQL server (scripts/with-postgres.sh), a fresh database on it that close() drops again. Inside a
// Vitest run the PGlite one starts migrated, from the run's template (./pglite-template.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, postgresDb, type Db } from '../db/client.ts';
import { migratedTemplate } from './pglite-template.ts';

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A new empty database on the server of `serverUrl`; its URL, and drop() to remove it. */
export async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tf_test_${randomBytes(8).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export async function openTestDatabase(): Promise<Db> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPglite(undefined, (await migratedTemplate()) ?? undefined);
  const { url, drop } = await createPostgresDatabase(serverUrl);
  const db = postgresDb(url, { poolSize: 4 });
  return {
    ...db,
    async close() {
      await db.close();
      await drop();
    },
  };
}
