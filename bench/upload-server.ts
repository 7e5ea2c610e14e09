// One real server process for an upload benchmark: its own data folder with PGlite seeded before it
// starts (a signed-in user with credits for 2 000 files, one empty collection), and its resident memory
// read from /proc every 20 ms while a case runs.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../server/db/client.ts';
import { migrate } from '../server/db/migrate.ts';
import { freePort, insertSession, startAppProcess, stopAppProcess, waitUntilUp, type AppProcess } from '../server/test/app-process.ts';

// An EVM user: no chain lookups on the way, its credits come from a loan.
const OWNER = `0x${'b3'.repeat(20)}`;

export interface UploadServer {
  base: string;
  headers: Record<string, string>;
  collectionId: number;
  /** Resident memory now, in MB. */
  rssMb(): number;
  /** Samples resident memory while `run` runs; answers its result and the peak in MB. */
  sampled<T>(run: () => Promise<T>): Promise<{ result: T; peakRssMb: number }>;
  stop(): Promise<void>;
}

function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : 0;
}

export async function startUploadServer(env: Record<string, string>): Promise<UploadServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tf-bench-uploads-'));
  const db = await openPglite(join(dataDir, 'db'));
  await migrate(db);
  const headers = await insertSession(db, OWNER, 'metamask');
  await db.query('INSERT INTO borrows (lender, recipient, credits, created_at) VALUES ($1, $2, 2000, now())', [
    `0x${'1e'.repeat(20)}`,
    OWNER,
  ]);
  const [row] = await db.query<{ id: number }>(
    "INSERT INTO collections (owner, name, created_at) VALUES ($1, 'Uploads', now()) RETURNING id",
    [OWNER],
  );
  await db.close();

  const closedPort = await freePort();
  const server: AppProcess = startAppProcess(await freePort(), {
    ...env,
    DATA_DIR: dataDir,
    STATIC_DIR: join(dataDir, 'no-spa'),
    INDEXER_URL: `http://127.0.0.1:${closedPort}/graphql`,
  });
  await waitUntilUp(server);
  const pid = server.child.pid!;
  return {
    base: `${server.base}/api`,
    headers,
    collectionId: Number(row!.id),
    rssMb: () => rssOf(pid),
    async sampled(run) {
      let peak = rssOf(pid);
      const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 20);
      try {
        const result = await run();
        return { result, peakRssMb: Math.max(peak, rssOf(pid)) };
      } finally {
        clearInterval(timer);
      }
    },
    async stop() {
      await stopAppProcess(server);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
