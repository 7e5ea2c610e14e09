// A real app server in a process of its own (`node --import tsx server/index.ts`: the child is the
// server itself, so its memory can be read), on a free port, configured only by the environment given;
// and a signed-in session for it, written straight into its database.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Queryable } from '../db/client.ts';
import { randomToken, SESSION_COOKIE, XSRF_COOKIE } from '../auth/sessions.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export interface AppProcess {
  base: string;
  child: ChildProcess;
  output: string[];
}

/** Starts the server; wait for it with `waitUntilUp`. Nothing of the caller's environment decides where data goes. */
export function startAppProcess(port: number, env: Record<string, string>): AppProcess {
  const output: string[] = [];
  const { DATABASE_URL: _db, STORAGE_URL: _storage, SMTP_URL: _smtp, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: { ...inherited, LOG_LEVEL: 'silent', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  return { base: `http://127.0.0.1:${port}`, child, output };
}

export async function waitUntilUp(server: AppProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output.join('')}`);
    const ok = await fetch(`${server.base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start:\n${server.output.join('')}`);
}

export async function stopAppProcess(server: AppProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** A session row as a successful wallet proof leaves it, and the headers that use it. */
export async function insertSession(db: Queryable, address: string, wallet = 'keplr'): Promise<Record<string, string>> {
  const id = randomToken();
  const xsrf = randomToken();
  const now = new Date();
  await db.query(
    `INSERT INTO sessions (id_hash, address, wallet, email, xsrf_token, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, NULL, $4, $5, $5, $6)`,
    [createHash('sha256').update(id).digest('hex'), address, wallet, xsrf, now, new Date(now.getTime() + 86_400_000)],
  );
  return { cookie: `${SESSION_COOKIE}=${id}; ${XSRF_COOKIE}=${xsrf}`, 'x-xsrf-token': xsrf };
}
