// A migrated PGlite data directory made once per test run and loaded by every test database. A new PGlite
// runs initdb (1.5-2.5 s on a quiet two-core machine, 5-12 s while the other test workers run) before the
// migrations; loading the same directory from its tarball takes about 0.4 s. With one database per test in
// most server files, initdb was most of the server suite's time. The loaded directory is the one a fresh
// database gets from `migrate`, so the tests see the same schema and rows either way.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteDb } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated data directory's tarball, or '' on PostgreSQL (TEST_DATABASE_URL). */
    pgliteTemplate: string;
  }
}

/** Vitest's global setup of the server project: writes the tarball and names it to the test files. */
export default async function makeTemplate(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DATABASE_URL) return void project.provide('pgliteTemplate', '');
  const dir = await mkdtemp(join(tmpdir(), 'tf-pglite-template-'));
  const file = join(dir, 'migrated.tar');
  const pglite = new PGlite();
  await migrate(pgliteDb(pglite));
  const tarball = await pglite.dumpDataDir('none');
  await pglite.close();
  await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}

let template: Promise<Blob | null> | null = null;

/** The migrated tarball inside a Vitest run (read once per test worker), else null: a fresh database then. */
export function migratedTemplate(): Promise<Blob | null> {
  return (template ??= (async () => {
    if (!process.env.VITEST) return null;
    const { inject } = await import('vitest');
    const file = inject('pgliteTemplate');
    return file ? new Blob([await readFile(file)]) : null;
  })());
}
