// Real server processes (`tsx server/index.ts`) on a data folder of their own, for fault tests: start,
// SIGKILL, start again on the same folder; a user signs in through the email endpoints (log mailer).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { freePort } from '../test/app-process.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface Server {
  base: string;
  child: ChildProcess;
  output: string[];
}

export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const output: string[] = [];
  // PGlite in the data folder and the log mailer, whatever the calling shell has configured.
  const { DATABASE_URL: _db, SMTP_URL: _smtp, ...inherited } = process.env;
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['server/index.ts'], {
    cwd: root,
    env: { ...inherited, ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    // tsx runs the server in a child process: a group of its own lets a signal reach both.
    detached: true,
  });
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  const server = { base: `http://127.0.0.1:${port}`, child, output };
  // A hang-catcher: tsx compiling the server and PGlite starting take most of it on a busy machine.
  const deadline = Date.now() + 110_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output.join('')}`);
    if (
      await fetch(`${server.base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start:\n${output.join('')}`);
}

export async function kill(server: Server, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  process.kill(-server.child.pid!, signal);
  await exited;
}

/** Signs in by email: the code is read from the log mailer's line. Returns headers for later calls. */
export async function signInByEmail(server: Server, email: string): Promise<Record<string, string>> {
  const first = await fetch(`${server.base}/api/session`);
  const xsrf = first.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('XSRF-TOKEN='))!;
  const anonymous = { cookie: xsrf, 'x-xsrf-token': xsrf.split('=')[1]!, 'content-type': 'application/json' };
  const sent = await fetch(`${server.base}/api/send-verification.php`, {
    method: 'POST',
    headers: anonymous,
    body: JSON.stringify({ email }),
  });
  if (!sent.ok) throw new Error(`send failed: ${sent.status} ${await sent.text()}`);
  let code: string | undefined;
  for (let i = 0; i < 50 && !code; i++) {
    code = server.output.join('').match(/code is: ([0-9A-Z]{6})/)?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  const ok = await fetch(`${server.base}/api/verify-code.php`, {
    method: 'POST',
    headers: anonymous,
    body: JSON.stringify({ email, code }),
  });
  if (!ok.ok) throw new Error(`verify failed: ${ok.status}`);
  const cookies = ok.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]!;
  return { cookie: cookies.join('; '), 'x-xsrf-token': token };
}
