// Applies server/db/migrations/*.sql and the code migrations below in name order, each once, recorded in
// schema_migrations.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { lockKey, type Db, type Queryable } from './client.ts';
import { cosmosAccounts } from './migrations/cosmos-accounts.ts';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Migrations that need code (decoding bech32), named like the SQL ones and run in the same order. */
const CODE_MIGRATIONS: Record<string, (tx: Queryable) => Promise<void>> = {
  '005_cosmos_accounts.ts': cosmosAccounts,
};

export async function migrate(db: Db): Promise<string[]> {
  const names = [...(await readdir(migrationsDir)).filter((n) => n.endsWith('.sql')), ...Object.keys(CODE_MIGRATIONS)].sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    // A migration may rewrite a big table (and others wait for it): no request-sized statement timeout.
    await tx.query('SET LOCAL statement_timeout = 0');
    // Several processes may start at once on one PostgreSQL: only one migrates.
    await lockKey(tx, 'schema_migrations');
    await tx.query('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())');
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    for (const name of names) {
      if (done.has(name)) continue;
      const code = CODE_MIGRATIONS[name];
      if (code) await code(tx);
      else for (const statement of splitStatements(await readFile(migrationsDir + name, 'utf8'))) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      applied.push(name);
    }
  });
  return applied;
}

/** Migrations are plain statements separated by semicolons at line ends (no functions with bodies). */
function splitStatements(sql: string): string[] {
  return sql
    .replace(/--.*$/gm, '')
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
}
