import { defineConfig } from '@playwright/test';
import { chromium } from 'playwright';
import { pickTestChromium } from './scripts/chromium.mjs';
import { BASE_URL, REMOTE_BASE_URL } from './e2e/support/target.ts';
import { TEST_WORKERS } from './test-workers.ts';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
  // A test that generates a set shares the cores with the other workers' browsers and the server.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // Every test signs in with a wallet key of its own and makes its own rows: tests of one file run side by side.
  fullyParallel: true,
  workers: TEST_WORKERS,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    // Recording a trace for every test costs a quarter of the suite's processor time (the headless shell,
    // two cores: 59-63 s against 78-84 s for the same specs); a failure keeps a screenshot, and
    // `--trace retain-on-failure` records traces when one is needed.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: pickTestChromium(chromium.executablePath()),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // Against BASE_URL (any running instance) there is nothing to start: no local server, no fakes.
  webServer: REMOTE_BASE_URL
    ? undefined
    : {
        command: 'npx tsx e2e/support/serve.ts',
        url: `${BASE_URL}/api/health`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
