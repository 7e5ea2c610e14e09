// The slow-clients case of the API bench: the real server process (`server/index.ts`, with the
// production timeouts and per-address socket bound) on a seeded PGlite, 200 clients holding sockets
// in the middle of a request (half send a byte every 2 s, half nothing; one cut by a deadline comes back
// at once, as an attacker's would), and autocannon's normal traffic beside them. Figures: the normal
// traffic's req/s, p50, p99 and errors, how many slow clients were held at the end, and the server
// process's RSS before the slow clients arrive (after a warm-up of the same normal traffic, so the
// difference is what the held sockets cost) and at its peak from then on (VmHWM, reset at that point).
import autocannon from 'autocannon';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../server/db/client.ts';
import { migrate } from '../server/db/migrate.ts';
import { freePort, startAppProcess, stopAppProcess, waitUntilUp } from '../server/test/app-process.ts';
import { openRaw, requestHead, until, type RawClient } from '../server/test/raw-http.ts';
import { seed, sessionHeaders, USERS } from './api-seed.ts';

export const SLOW_CLIENTS = 200;
/** The slow clients come from 127.0.0.2 to 127.0.0.11: 20 per address, under the per-address bound. */
const CLIENT_ADDRESSES = 10;
const TRICKLE_MS = 2_000;
const WARM_UP_S = 2;
const NORMAL_REQUESTS = [
  { method: 'GET' as const, path: '/api/api.php' },
  { method: 'GET' as const, path: '/api/get_files.php?collectionId=1&page=1&pageSize=20' },
];
export const NORMAL_TRAFFIC = 'GET api.php and get_files.php';

export interface SlowClientsFigures {
  slowClients: number;
  heldAtEnd: number;
  reqPerS: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  baseRssMb: number;
  peakRssMb: number;
}

async function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

/** Starts VmHWM again from the current RSS (Linux: `5` to clear_refs). */
const resetPeak = (pid: number) => writeFile(`/proc/${pid}/clear_refs`, '5');

/** A POST declaring a 1 000-byte body, held open once the server has asked for the body (100 Continue). */
async function slowClient(base: string, i: number): Promise<RawClient> {
  const client = await openRaw(base, `127.0.0.${2 + (i % CLIENT_ADDRESSES)}`);
  const headers = { ...sessionHeaders((i % USERS) + 1), 'content-type': 'application/json', 'content-length': '1000' };
  client.socket.write(requestHead('POST', '/api/add_main_trait.php', { ...headers, expect: '100-continue' }));
  await until(client, '100 Continue');
  return client;
}

export async function slowClientsCase(durationS: number, connections: number): Promise<SlowClientsFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tf-bench-slow-'));
  const db = await openPglite(join(dataDir, 'db'));
  await migrate(db);
  await seed(db);
  await db.close();
  const server = startAppProcess(await freePort(), {
    DATA_DIR: dataDir,
    STATIC_DIR: join(dataDir, 'no-spa'),
    // Nothing listens there: the normal traffic never asks the chain.
    INDEXER_URL: `http://127.0.0.1:${await freePort()}/graphql`,
  });
  const slow: RawClient[] = [];
  let running = true;
  /** Holds slot `i`, and opens it again whenever the server closes it. */
  const hold = async (i: number): Promise<void> => {
    slow[i] = await slowClient(server.base, i);
    void slow[i].closed.then(() => (running ? hold(i) : undefined)).catch(() => undefined);
  };
  const trickle = setInterval(() => slow.forEach((c, i) => i % 2 === 0 && !c.socket.destroyed && c.socket.write(' ')), TRICKLE_MS);
  try {
    // A server process starting beside the other benches' load can take minutes.
    await waitUntilUp(server, 300_000);
    const pid = server.child.pid!;
    const normalTraffic = (duration: number) =>
      autocannon({ url: server.base, connections, duration, headers: sessionHeaders(1), requests: NORMAL_REQUESTS });
    await normalTraffic(WARM_UP_S);
    const baseRssMb = await statusMb(pid, 'VmRSS');
    await resetPeak(pid);
    await Promise.all(Array.from({ length: SLOW_CLIENTS }, (_, i) => hold(i)));
    const result = await normalTraffic(durationS);
    return {
      slowClients: SLOW_CLIENTS,
      heldAtEnd: slow.filter((c) => !c.socket.destroyed).length,
      reqPerS: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      requests: result.requests.total,
      errors: result.errors + result.timeouts + result.non2xx,
      baseRssMb,
      peakRssMb: await statusMb(pid, 'VmHWM'),
    };
  } finally {
    running = false;
    clearInterval(trickle);
    slow.forEach((c) => c.socket.destroy());
    await stopAppProcess(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}
