// The browser of the benchmarks: the tests' flags with the full Chromium (Playwright's own, CHROMIUM_PATH
// or Debian's), not the headless shell the tests take: the figures are of the browser artists open.
import type { LaunchOptions } from 'playwright';
import { chromium } from 'playwright';
import config from '../playwright.config.ts';
import { requireChromium } from '../scripts/chromium.mjs';

export const BENCH_LAUNCH_OPTIONS: LaunchOptions = {
  ...config.use?.launchOptions,
  executablePath: requireChromium(chromium.executablePath()),
};
