// Two real server processes on one PostgreSQL database behave as one server: what one process
// stores (sessions, collections) the other sees, and a limit holds when parallel requests are split
// across both. Needs a PostgreSQL server: run through scripts/with-postgres.sh.
import { randomBytes } from 'node:crypto';
import { toBech32 } from '@cosmjs/encoding';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresDb, type Db } from './client.ts';
import { createPostgresDatabase } from '../test/test-database.ts';
import { pngBytes } from '../test/images.ts';
import { canonicalAddress } from '../auth/canonical-address.ts';
import { freePort, insertSession, startAppProcess, stopAppProcess, waitUntilUp, type AppProcess } from '../test/app-process.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const SECRET = randomBytes(32).toString('hex');

/** A Stargaze account: the address its wallet shows, and the form the server stores accounts in. */
function starsAccount() {
  const shown = toBech32('stars', randomBytes(20));
  return { shown, stored: canonicalAddress(shown) };
}

function collectionForm(name: string): FormData {
  const form = new FormData();
  form.set('name', name);
  form.set('description', `made by ${name}`);
  form.set('coverPhoto', new File([Buffer.from(pngBytes(4, 4))], 'cover.png', { type: 'image/png' }));
  return form;
}

describe.skipIf(!serverUrl)(
  'several server processes on one PostgreSQL (skipped: set TEST_DATABASE_URL, e.g. bash scripts/with-postgres.sh npx vitest run --project server)',
  () => {
    let database: { url: string; drop(): Promise<void> };
    let db: Db;
    let dataDir: string;
    let a: AppProcess | undefined;
    let b: AppProcess | undefined;

    beforeAll(async () => {
      database = await createPostgresDatabase(serverUrl!);
      dataDir = await mkdtemp(join(tmpdir(), 'tf-multi-'));
      // Nothing listens on this port: the indexer fails, holdings count 0 and the limit is 1 collection.
      const closedPort = await freePort();
      const env = {
        DATABASE_URL: database.url,
        DATABASE_POOL_SIZE: '4',
        SESSION_SECRET: SECRET,
        DATA_DIR: dataDir,
        STATIC_DIR: join(dataDir, 'no-spa'),
        INDEXER_URL: `http://127.0.0.1:${closedPort}/graphql`,
        INDEXER_TIMEOUT_MS: '500',
        LOG_LEVEL: 'silent',
      };
      // Both start at once, so both also race to migrate the empty database.
      a = startAppProcess(await freePort(), env);
      b = startAppProcess(await freePort(), env);
      await Promise.all([waitUntilUp(a), waitUntilUp(b)]);
      db = postgresDb(database.url, { poolSize: 2 });
    }, 120_000);

    afterAll(async () => {
      await Promise.all([stopAppProcess(a), stopAppProcess(b)]);
      await db?.close();
      await database?.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('applies the migrations once although both processes started on an empty database', async () => {
      const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
      expect(await (await fetch(`${b!.base}/api/health`)).json()).toEqual({ status: 'ok', database: 'postgres' });
    });

    it('accepts a session on both processes and ends it on both when signed out on one', async () => {
      const { shown, stored } = starsAccount();
      const headers = await insertSession(db, stored);
      for (const server of [a!, b!]) {
        const res = await fetch(`${server.base}/api/session`, { headers });
        expect(await res.json()).toEqual({ signedIn: true, address: shown, wallet: 'keplr', email: null });
      }
      expect((await fetch(`${a!.base}/api/logout`, { method: 'POST', headers })).status).toBe(200);
      expect(await (await fetch(`${b!.base}/api/session`, { headers })).json()).toEqual({ signedIn: false });
    });

    it('stops parallel collection creates split across both processes at the limit', async () => {
      const { stored: address } = starsAccount();
      const headers = await insertSession(db, address);
      const attempts = Array.from({ length: 8 }, (_, i) =>
        fetch(`${(i % 2 ? b! : a!).base}/api/add_collection.php`, { method: 'POST', headers, body: collectionForm(`Parallel ${i}`) }),
      );
      const responses = await Promise.all(attempts);
      const bodies = await Promise.all(responses.map((r) => r.json() as Promise<{ success: boolean; message: string }>));
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      expect(bodies.filter((x) => x.success).map((x) => x.message)).toEqual(['Collection added successfully']);
      for (const refused of bodies.filter((x) => !x.success)) {
        expect(refused.message).toBe("You've reached your limit of 1 collections.");
      }
      const rows = await db.query<{ name: string }>('SELECT name FROM collections WHERE owner = $1', [address]);
      expect(rows).toHaveLength(1);
      expect(await readdir(join(dataDir, 'uploads', 'covers', address))).toHaveLength(1);
      // Each process lists what the other created.
      for (const server of [a!, b!]) {
        const list = (await (await fetch(`${server.base}/api/api.php`, { headers })).json()) as Array<{ name: string }>;
        expect(list.map((c) => c.name)).toEqual([rows[0]!.name]);
      }
    });
  },
);
