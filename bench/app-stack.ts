// The app as the browser benchmarks drive it: the built SPA (built when missing) on the e2e stack
// (real server, fake indexer, SMTP capture; ports as in e2e), stopped when the benchmark exits.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright';
import { BENCH_LAUNCH_OPTIONS } from './bench-browser.ts';
import { E2E_PORT } from '../e2e/support/ports.ts';
import { signInWithWallet, WalletStubs } from '../packages/wallet-test-kit/src/index.ts';
import { indexer } from '../e2e/fixtures/indexer.ts';

export const baseURL = `http://localhost:${E2E_PORT}`;

let started: Promise<void> | null = null;

/** Starts the stack once per benchmark process: a benchmark may open the app more than once. */
export function startAppStack(): Promise<void> {
  return (started ??= startOnce());
}

async function startOnce(): Promise<void> {
  const staticDir = process.env.STATIC_DIR ?? 'dist';
  if (!existsSync(`${staticDir}/index.html`)) spawnSync('npx', ['vite', 'build', '--outDir', staticDir], { stdio: 'inherit' });
  const stack = spawn('npx', ['tsx', 'e2e/support/serve.ts'], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, STATIC_DIR: staticDir },
  });
  process.on('exit', () => {
    // The stack may have stopped on its own (a port taken): nothing left to stop then.
    if (stack.pid)
      try {
        process.kill(-stack.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
  });
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

/** Runs `work` on the combiner of the app stack in a fresh profile, signed in with a stub Keplr wallet
 * whose holdings give the credits a 10 000-token run needs; the profile goes afterwards. */
export async function inSignedInApp<T>(profilePrefix: string, work: (page: Page) => Promise<T>): Promise<T> {
  await startAppStack();
  const profile = mkdtempSync(join(os.tmpdir(), profilePrefix));
  const context = await chromium.launchPersistentContext(profile, { ...BENCH_LAUNCH_OPTIONS, baseURL });
  await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const { address } = await signInWithWallet(page, new WalletStubs(page), 'keplr');
    await indexer.setHoldings(address, { batKids: 10 });
    await page.goto('/#/randomizer');
    return await work(page);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
