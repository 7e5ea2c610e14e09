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

export async function openPglite(dataDir?: string): Promise<Db> {
  const pglite = dataDir ? new PGlite(dataDir) : new PGlite();
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
  // Settings go in with SET rather than startup parameters, which poolers such as PgBouncer reject.
  // UTC like PGlite, so date arithmetic in SQL gives the same answer on both.
  pool.on('connect', (client) => {
    client
      .query(`SELECT set_config('TimeZone', 'UTC', false), set_config('statement_timeout', $1, false)`, [
        String(options.statementTimeoutMs ?? 30_000),
      ])
      .catch((error: Error) => log({ msg: 'database session setup failed', error: error.message }));
  });
  // A connection that dies while idle (database restart, network) must not crash the process: the
  // pool drops it and opens a new one on the next query.
  pool.on('error', (error) => log({ msg: 'database connection lost', error: error.message }));
  return {
    kind: 'postgres',
    async query<T extends object>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async transaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken = error;
        log({ msg: 'database connection lost in a transaction', error: error.message });
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn({
          async query<T extends object>(sql: string, params: unknown[] = []) {
            return (await client.query(sql, params)).rows as T[];
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => void (broken ??= rollbackError));
        throw error;
      } finally {
        client.off('error', onError);
        // A connection whose ROLLBACK failed is in an unknown state: destroy it rather than reuse it.
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

/** Serialises limit checks for one owner across connections and processes until the transaction ends. */
export async function lockKey(tx: Queryable, key: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
}
