// The app as the browser benchmarks drive it: the built SPA (built when missing) on the e2e stack
// (real server, fake indexer, SMTP capture; ports as in e2e), stopped when the benchmark exits.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { E2E_PORT } from '../e2e/support/ports.ts';

export const baseURL = `http://localhost:${E2E_PORT}`;

export async function startAppStack(): Promise<void> {
  const staticDir = process.env.STATIC_DIR ?? 'dist';
  if (!existsSync(`${staticDir}/index.html`)) spawnSync('npx', ['vite', 'build', '--outDir', staticDir], { stdio: 'inherit' });
  const stack = spawn('npx', ['tsx', 'e2e/support/serve.ts'], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, STATIC_DIR: staticDir },
  });
  process.on('exit', () => stack.pid && process.kill(-stack.pid, 'SIGTERM'));
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${baseURL}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the app server did not start');
}
