// A server of a spec's own, on a data directory it keeps across restarts and a free loopback port, with
// its own fake chain: for specs that restart the server with another configuration on the same data.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface OwnServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts `npx tsx server/index.ts` with `env` on `port` and waits for its health check. */
export async function startOwnServer(port: number, env: Record<string, string>): Promise<OwnServer> {
  // Its own process group: stopping it stops the server under npx too, and the port is free again.
  const child: ChildProcess = spawn('npx', ['tsx', 'server/index.ts'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: process.env.STATIC_DIR ?? 'dist',
      LOG_LEVEL: 'silent',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const stop = async () => {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    for (let i = 0; i < 100 && (await healthy(url)); i++) await new Promise((r) => setTimeout(r, 100));
  };
  for (let i = 0; i < 240; i++) {
    if (await healthy(url)) return { url, stop };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error('the server did not start');
}

const healthy = (url: string) =>
  fetch(`${url}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
