// A picture of everything a request could have changed: every row of every table and every file under
// the upload folder (with its size). Attack tests take one before a refused request and compare after.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Queryable } from '../db/client.ts';

export interface Snapshot {
  tables: Record<string, string[]>;
  files: string[];
}

async function tableNames(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((r) => r.name);
}

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  const sized = await Promise.all(files.map(async (f) => `${f.slice(root.length + 1)} ${(await stat(f)).size}`));
  return sized.sort();
}

export async function snapshot(db: Queryable, uploadsDir: string): Promise<Snapshot> {
  const tables: Record<string, string[]> = {};
  for (const name of await tableNames(db)) {
    const rows = await db.query<{ row: string }>(`SELECT to_jsonb(x)::text AS row FROM "${name}" x ORDER BY 1`);
    tables[name] = rows.map((r) => r.row);
  }
  return { tables, files: await filesUnder(uploadsDir) };
}

/** Names of the tables (and 'files on disk') that differ between two snapshots. */
export function changedParts(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...Object.keys(before.tables), ...Object.keys(after.tables)]);
  const changed = [...names].filter((n) => JSON.stringify(before.tables[n]) !== JSON.stringify(after.tables[n]));
  if (JSON.stringify(before.files) !== JSON.stringify(after.files)) changed.push('files on disk');
  return changed.sort();
}

/** Asserts that nothing changed except the named tables (e.g. a burnt challenge, a counted attempt). */
export async function expectUnchanged(db: Queryable, uploadsDir: string, before: Snapshot, allowed: string[] = []): Promise<void> {
  const after = await snapshot(db, uploadsDir);
  const unexpected = changedParts(before, after).filter((p) => !allowed.includes(p));
  if (unexpected.length > 0) {
    for (const part of unexpected) {
      const key = part === 'files on disk' ? null : part;
      expect(key ? after.tables[key] : after.files, `${part} changed`).toEqual(key ? before.tables[key] : before.files);
    }
  }
  expect(unexpected).toEqual([]);
}
