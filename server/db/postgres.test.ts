// The PostgreSQL client against a real server: values come back as PGlite returns them, limit checks
// serialise across connections, migrations run once when processes start together, and a stuck
// statement or a dropped connection does not take the server down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockKey, openPglite, postgresDb, type Db } from './client.ts';
import { migrate } from './migrate.ts';
import { createPostgresDatabase } from '../test/test-database.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!serverUrl)(
  'PostgreSQL client (skipped: set TEST_DATABASE_URL, e.g. bash scripts/with-postgres.sh npx vitest run --project server)',
  () => {
    let database: { url: string; drop(): Promise<void> };
    let db: Db;
    const logged: Array<Record<string, unknown>> = [];

    beforeAll(async () => {
      database = await createPostgresDatabase(serverUrl!);
      db = postgresDb(database.url, { poolSize: 4, statementTimeoutMs: 1_000, log: (line) => logged.push(line) });
    });
    afterAll(async () => {
      await db?.close();
      await database?.drop();
    });

    it('returns the same values as PGlite for the same query', async () => {
      const sql = `SELECT 42::bigint AS id, 9007199254740993::bigint AS huge, count(*) AS n, sum(x) AS total,
        12.50::numeric AS price, '2026-03-04 05:06:07+02'::timestamptz AS at, '2026-03-04'::date AS day,
        interval '90 minutes' AS span, ARRAY[1, 2]::bigint[] AS ids, '{"a": [1]}'::jsonb AS doc,
        to_char('2026-03-04 23:30:00+00'::timestamptz, 'YYYY-MM-DD HH24:MI') AS local_text, 1.5::float8 AS ratio
      FROM (VALUES (1), (2)) AS v(x)`;
      const pglite = await openPglite();
      try {
        const [fromPglite] = await pglite.query(sql);
        const [fromPostgres] = await db.query(sql);
        expect(fromPostgres).toEqual(fromPglite);
        expect(fromPostgres).toEqual({
          id: 42,
          huge: 9007199254740993n,
          n: 2,
          total: 3,
          price: '12.50',
          at: new Date('2026-03-04T03:06:07Z'),
          day: new Date('2026-03-04T00:00:00Z'),
          span: '01:30:00',
          ids: [1, 2],
          doc: { a: [1] },
          local_text: '2026-03-04 23:30',
          ratio: 1.5,
        });
      } finally {
        await pglite.close();
      }
    });

    it('serialises a check-then-insert under lockKey across connections', async () => {
      await db.query('CREATE TABLE lock_probe (owner TEXT NOT NULL)');
      const attempt = () =>
        db.transaction(async (tx) => {
          await lockKey(tx, 'probe:alice');
          const [row] = await tx.query<{ n: number }>(`SELECT count(*) AS n FROM lock_probe WHERE owner = 'alice'`);
          if ((row?.n ?? 0) >= 1) return false;
          await sleep(50);
          await tx.query(`INSERT INTO lock_probe (owner) VALUES ('alice')`);
          return true;
        });
      const results = await Promise.all([attempt(), attempt(), attempt(), attempt()]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await db.query('SELECT owner FROM lock_probe')).toEqual([{ owner: 'alice' }]);
    });

    it('rolls a failed transaction back and keeps the connection usable', async () => {
      await db.query('CREATE TABLE rollback_probe (v INT)');
      await expect(
        db.transaction(async (tx) => {
          await tx.query('INSERT INTO rollback_probe VALUES (1)');
          throw new Error('limit reached');
        }),
      ).rejects.toThrow('limit reached');
      expect(await db.query('SELECT v FROM rollback_probe')).toEqual([]);
      expect(await db.query('SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    });

    it('migrates once when several pools start on the same empty database together', async () => {
      const fresh = await createPostgresDatabase(serverUrl!);
      const pools = [1, 2, 3].map(() => postgresDb(fresh.url, { poolSize: 2 }));
      try {
        const applied = await Promise.all(pools.map((p) => migrate(p)));
        const names = applied.flat();
        expect(names.length).toBeGreaterThan(0);
        expect(new Set(names).size).toBe(names.length);
        expect(applied.filter((a) => a.length > 0)).toHaveLength(1);
      } finally {
        await Promise.all(pools.map((p) => p.close()));
        await fresh.drop();
      }
    });

    it('cancels a statement that runs past the statement timeout', async () => {
      await expect(db.query('SELECT pg_sleep(5)')).rejects.toThrow(/statement timeout/);
      expect(await db.query(`SELECT current_setting('TimeZone') AS tz`)).toEqual([{ tz: 'UTC' }]);
    });

    it('survives the server dropping its connections and reconnects on the next query', async () => {
      await Promise.all([1, 2, 3].map(() => db.query('SELECT pg_sleep(0.05)')));
      const admin = postgresDb(database.url, { poolSize: 1 });
      try {
        const [killed] = await admin.query<{ n: number }>(
          `SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        );
        expect(killed?.n).toBeGreaterThan(0);
      } finally {
        await admin.close();
      }
      await sleep(200);
      expect(logged.some((line) => line.msg === 'database connection lost')).toBe(true);
      expect(await db.query('SELECT 2 AS ok')).toEqual([{ ok: 2 }]);
    });
  },
);
