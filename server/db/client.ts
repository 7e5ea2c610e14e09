// One small database interface over PGlite (embedded default) and PostgreSQL (`pg`, by DATABASE_URL).
// Queries take a `Db` (or the `Tx` of a transaction) as their first parameter; the SQL is the same on both.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteCompatibleTypes } from './pg-type-parsers.ts';

export type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends object = Row>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

export function pgliteDb(pglite: PGlite): Db {
  return {
    kind: 'pglite',
    async query<T extends object>(sql: string, params: unknown[] = []) {
      const result = await pglite.query<T>(sql, params);
      return result.rows;
    },
    transaction(fn) {
      return pglite.transaction((tx) =>
        fn({
          async query<T extends object>(sql: string, params: unknown[] = []) {
            return (await tx.query<T>(sql, params)).rows;
          },
        }),
      );
    },
    close: () => pglite.close(),
  };
}

/** PGlite in `dataDir`, else in memory; `loadDataDir` starts it from a data directory's tarball. */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Db> {
  const pglite = new PGlite({ dataDir, loadDataDir });
  await pglite.waitReady;
  return pgliteDb(pglite);
}

export interface PostgresOptions {
  /** Connections in the pool (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** A statement running longer is cancelled, so a stuck query cannot hold a connection forever. */
  statementTimeoutMs?: number;
  /** Waiting longer for a free or new connection fails the request instead of hanging it. */
  connectTimeoutMs?: number;
  log?: (line: Record<string, unknown>) => void;
}

export function postgresDb(connectionString: string, options: PostgresOptions = {}): Db {
  const log = options.log ?? (() => undefined);
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    types: pgliteCompatibleTypes,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
  });
  // A connection that dies while idle (database restart, network) must not crash the process: the
  // pool drops it and opens a new one on the next query.
  pool.on('error', (error) => log({ msg: 'database connection lost', error: error.message }));
  const ready = new WeakSet<pg.PoolClient>();
  const timeout = String(options.statementTimeoutMs ?? 30_000);

  /** Runs `fn` on one pooled connection; one that broke (or that `fn` discards) is destroyed, not reused. */
  async function withClient<T>(fn: (client: pg.PoolClient, discard: (error: Error) => void) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let broken: Error | undefined;
    const discard = (error: Error) => void (broken ??= error);
    // Without a listener, a connection dying between two statements would crash the process.
    const onError = (error: Error) => {
      discard(error);
      log({ msg: 'database connection lost', error: error.message });
    };
    client.on('error', onError);
    try {
      if (!ready.has(client)) {
        // SET, not startup parameters, which poolers such as PgBouncer refuse. UTC like PGlite, so
        // date arithmetic in SQL gives the same answer on both.
        await client.query(`SELECT set_config('TimeZone', 'UTC', false), set_config('statement_timeout', $1, false)`, [timeout]);
        ready.add(client);
      }
      return await fn(client, discard);
    } finally {
      client.off('error', onError);
      client.release(broken);
    }
  }

  const on = (client: pg.PoolClient): Queryable => ({
    async query<T extends object>(sql: string, params: unknown[] = []) {
      return (await client.query(sql, params)).rows as T[];
    },
  });

  return {
    kind: 'postgres',
    query: (sql, params) => withClient((client) => on(client).query(sql, params)),
    transaction: (fn) =>
      withClient(async (client, discard) => {
        await client.query('BEGIN');
        try {
          const result = await fn(on(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          // A connection whose ROLLBACK failed is in an unknown state.
          await client.query('ROLLBACK').catch(discard);
          throw error;
        }
      }),
    close: () => pool.end(),
  };
}

/** Serialises limit checks for one owner across connections and processes until the transaction ends. */
export async function lockKey(tx: Queryable, key: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
}
