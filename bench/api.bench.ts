// The API under load on loopback: a database seeded by SQL (1 000 users, 5 000 collections, 100 000
// files), a real server (createApp + @hono/node-server), and autocannon on the main read and write
// endpoints. PGlite always; PostgreSQL too when DATABASE_URL names a server (a throwaway database is
// created on it and dropped after). Last, two of the reads on a server process while 200 slow clients
// hold sockets (bench/slow-clients.ts).
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../server/app.ts';
import { openPglite, postgresDb, type Db } from '../server/db/client.ts';
import { migrate } from '../server/db/migrate.ts';
import { diskStorage } from '../server/services/storage.ts';
import { systemClock, type AppDeps } from '../server/deps.ts';
import { createPostgresDatabase } from '../server/test/test-database.ts';
import { toBech32 } from '@cosmjs/encoding';
import { report } from './report.ts';
import { COLLECTIONS, FILES, seed, sessionHeaders, USERS } from './api-seed.ts';
import { NORMAL_TRAFFIC, slowClientsCase } from './slow-clients.ts';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = 10;

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

const user = 1;
const RECIPIENT = toBech32('stars', new Uint8Array(20).fill(7));
const SCENARIOS: Scenario[] = [
  { name: 'GET api.php (collection list)', method: 'GET', path: '/api/api.php' },
  { name: 'GET get_files.php (page of 20 of 20)', method: 'GET', path: '/api/get_files.php?collectionId=1&page=1&pageSize=20' },
  { name: 'GET fetch.php (credits)', method: 'GET', path: '/api/fetch.php' },
  { name: 'GET get_traits.php', method: 'GET', path: '/api/get_traits.php?collectionId=1' },
  { name: 'GET get_assigned_traits.php', method: 'GET', path: '/api/get_assigned_traits.php?collectionId=1' },
  {
    name: 'POST add_main_trait.php (write)',
    method: 'POST',
    path: '/api/add_main_trait.php',
    body: '{"collection_id":2,"trait_name":"Trait [<id>]"}',
  },
  {
    name: 'POST add_borrow.php (write, limit check)',
    method: 'POST',
    path: '/api/add_borrow.php',
    body: `{"address":"${RECIPIENT}","credits":1}`,
  },
];

async function runOn(label: string, db: Db): Promise<Array<Record<string, unknown>>> {
  await migrate(db);
  const started = Date.now();
  await seed(db);
  const seedMs = Date.now() - started;
  const uploads = await mkdtemp(join(tmpdir(), 'tf-bench-api-'));
  const deps: AppDeps = {
    db,
    storage: diskStorage(uploads),
    mailer: { send: async () => undefined },
    // Every seeded owner holds 1 000 of each partner token, so loans never run out during a run (and
    // nothing leaves the machine).
    indexer: { countTokens: async () => 1000, floorPrice: async () => 0 },
    clock: systemClock,
    config: { secret: 'bench-secret'.padEnd(40, 'x'), adminAddresses: [], cookieSecure: false, allowedOrigins: [], log: () => undefined },
  };
  const server = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const rows: Array<Record<string, unknown>> = [];
  try {
    for (const s of SCENARIOS) {
      const result = await autocannon({
        url: `${base}${s.path}`,
        method: s.method,
        connections: CONNECTIONS,
        duration: DURATION_S,
        idReplacement: true,
        headers: {
          ...sessionHeaders(user),
          'content-type': 'application/json',
        },
        body: s.body,
      });
      rows.push({
        database: label,
        endpoint: s.name,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        requests: result.requests.total,
        errors: result.errors + result.timeouts + result.non2xx,
      });
    }
  } finally {
    server.close();
    await rm(uploads, { recursive: true, force: true });
  }
  rows.push({
    database: label,
    endpoint: `seed (${USERS} users, ${COLLECTIONS} collections, ${FILES} files)`,
    'req/s': '',
    'p50 ms': '',
    'p99 ms': '',
    requests: '',
    errors: `${seedMs} ms`,
  });
  return rows;
}

const rows: Array<Record<string, unknown>> = [];
const dataDir = await mkdtemp(join(tmpdir(), 'tf-bench-pglite-'));
const pglite = await openPglite(dataDir);
try {
  rows.push(...(await runOn('PGlite', pglite)));
} finally {
  await pglite.close();
  await rm(dataDir, { recursive: true, force: true });
}
if (process.env.DATABASE_URL) {
  const throwaway = await createPostgresDatabase(process.env.DATABASE_URL);
  const pg = postgresDb(throwaway.url);
  try {
    rows.push(...(await runOn('PostgreSQL', pg)));
  } finally {
    await pg.close();
    await throwaway.drop();
  }
}
const slow = await slowClientsCase(DURATION_S, CONNECTIONS);
rows.push({
  database: 'PGlite',
  endpoint: `${NORMAL_TRAFFIC} beside ${slow.slowClients} slow clients (server process; ${slow.heldAtEnd} held at the end, RSS ${slow.baseRssMb} MB before them, peak ${slow.peakRssMb} MB)`,
  'req/s': slow.reqPerS,
  'p50 ms': slow.p50Ms,
  'p99 ms': slow.p99Ms,
  requests: slow.requests,
  errors: slow.errors,
});
const failed = rows.filter((r) => typeof r.errors === 'number' && r.errors > 0);
report(
  'api',
  {
    durationS: DURATION_S,
    connections: CONNECTIONS,
    users: USERS,
    collections: COLLECTIONS,
    files: FILES,
    rows,
    // The slow-clients case (goals: p99 under 100 ms, 0 errors, peakRssMb - baseRssMb at most 50).
    slowClients: slow.slowClients,
    p99Ms: slow.p99Ms,
    errors: slow.errors,
    peakRssMb: slow.peakRssMb,
    baseRssMb: slow.baseRssMb,
  },
  rows,
);
if (failed.length) {
  console.error('errors during the run:', failed.map((r) => r.endpoint).join(', '));
  process.exit(1);
}
