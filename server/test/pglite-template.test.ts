// A test database loaded from the run's template is the database a fresh PGlite gets from `migrate`.
import { describe, expect, it } from 'vitest';
import { openPglite, type Db } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { openTestDatabase } from './test-database.ts';

/** Every table and column with its type, every migration applied, and the rows of each table. */
async function shape(db: Db) {
  const columns = await db.query(
    `SELECT table_name, column_name, data_type, column_default, is_nullable FROM information_schema.columns
     WHERE table_schema = 'public' ORDER BY table_name, column_name`,
  );
  const migrations = await db.query(`SELECT name FROM schema_migrations ORDER BY name`);
  const tables = [...new Set(columns.map((c) => String(c.table_name)))];
  const counts = await Promise.all(tables.map(async (t) => [t, (await db.query(`SELECT count(*)::int AS n FROM "${t}"`))[0]!.n]));
  return { columns, migrations, counts };
}

describe.skipIf(!!process.env.TEST_DATABASE_URL)('the PGlite test template', () => {
  it('gives the schema, migrations and rows of a fresh database after migrate, and migrate finds nothing left', async () => {
    const fresh = await openPglite();
    await migrate(fresh);
    const loaded = await openTestDatabase();
    try {
      const expected = await shape(fresh);
      expect(expected.migrations.length).toBeGreaterThan(0);
      expect(await shape(loaded)).toEqual(expected);
      expect(await migrate(loaded)).toEqual([]);
    } finally {
      await Promise.all([fresh.close(), loaded.close()]);
    }
  });

  it('gives each test app a database of its own', async () => {
    const [a, b] = await Promise.all([openTestDatabase(), openTestDatabase()]);
    try {
      await a.query(`CREATE TABLE only_here (n int)`);
      expect(await b.query(`SELECT to_regclass('only_here') AS t`)).toEqual([{ t: null }]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
