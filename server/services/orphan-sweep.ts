// After a crash (SIGKILL, power loss) an upload batch may have written its files without committing its
// rows. At start-up, files that no row refers to, and half-written '.partial' files, are removed. With
// several processes (PostgreSQL) only objects older than an hour are: younger ones may belong to an
// upload another process is still committing.
import type { Queryable } from '../db/client.ts';
import type { ListOptions, Storage } from './storage.ts';
import { storageKeysInUse } from '../db/queries/files.ts';

export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

export async function sweepOrphans(
  db: Queryable,
  storage: Storage,
  log: (line: Record<string, unknown>) => void,
  options: ListOptions = {},
): Promise<number> {
  const known = await storageKeysInUse(db);
  const orphans = (await storage.list('', options)).filter((key) => !known.has(key));
  for (const key of orphans) await storage.delete(key);
  if (orphans.length > 0) log({ msg: 'removed files without rows (left by an interrupted upload)', count: orphans.length });
  return orphans.length;
}
