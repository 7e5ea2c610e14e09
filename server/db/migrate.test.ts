import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';
import { migrate } from './migrate.ts';

describe('migrations', () => {
  it('applies every migration once on a fresh database and none again on an existing one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tf-db-'));
    try {
      const first = await openPglite(dir);
      const applied = await migrate(first);
      expect(applied.length).toBeGreaterThan(0);
      expect(applied[0]).toBe('001_init.sql');
      await first.query(`INSERT INTO collections (owner, name, created_at) VALUES ('stars1a', 'Kept', now())`);
      await first.close();

      const again = await openPglite(dir);
      expect(await migrate(again)).toEqual([]);
      const rows = await again.query<{ name: string }>('SELECT name FROM collections');
      expect(rows.map((r) => r.name)).toEqual(['Kept']);
      const recorded = await again.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      expect(recorded.map((r) => r.name)).toEqual(applied);
      await again.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
