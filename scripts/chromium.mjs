// The Chromium that the browser tests and benchmarks drive: Playwright's own when it is installed
// (`npx playwright install chromium`), else the one at CHROMIUM_PATH, else Debian's /usr/bin/chromium.
// Run as a script (the first step of `npm test`), it stops at once with one line when there is none,
// instead of failing minutes later at the first browser test.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const NO_CHROMIUM =
  'No Chromium for the browser tests: install one with `npx playwright install chromium` (or `apt-get install chromium`), or set CHROMIUM_PATH.';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** The first browser that exists among Playwright's own, CHROMIUM_PATH and the system's, in that order. */
export function pickChromium(playwrightOwn, env = process.env, exists = existsSync) {
  return [playwrightOwn, env.CHROMIUM_PATH, SYSTEM_CHROMIUM].find((path) => !!path && exists(path));
}

/** The browser to launch; throws NO_CHROMIUM when there is none. */
export function requireChromium(playwrightOwn) {
  const found = pickChromium(playwrightOwn);
  if (!found) throw new Error(NO_CHROMIUM);
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Loading Playwright costs a second on a busy machine: only when no other browser is there.
  const found = pickChromium(undefined) ?? pickChromium((await import('playwright')).chromium.executablePath());
  if (!found) {
    console.error(NO_CHROMIUM);
    process.exit(1);
  }
}
