// The Chromium that the browser tests and benchmarks drive: Playwright's own when it is installed
// (`npx playwright install chromium`), else the one at CHROMIUM_PATH, else Debian's.
// The tests take a headless shell when there is one: Chromium's headless build without the desktop
// browser around it, which Playwright itself runs for headless tests. It runs the same engine with about
// 30 % less processor time (the browser suite on two cores: 10.0 minutes instead of 12.6). Benchmarks keep
// the full browser, which is what artists open.
// Run as a script (the first step of `npm test`), it stops at once with one line when there is none,
// instead of failing minutes later at the first browser test.
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NO_CHROMIUM =
  'No Chromium for the browser tests: install one with `npx playwright install chromium` (or `apt-get install chromium`), or set CHROMIUM_PATH.';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
/** Debian's `chromium-headless-shell` package. */
export const SYSTEM_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

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

/** Playwright's headless shell of the same revision as its Chromium (`.../chromium-1255/chrome-linux64/chrome`
 * beside `.../chromium_headless_shell-1255`): `npx playwright install chromium` installs both. */
function playwrightShell(playwrightOwn) {
  const install = dirname(dirname(playwrightOwn));
  const revision = basename(install).replace(/^chromium-/, '');
  return join(dirname(install), `chromium_headless_shell-${revision}`);
}

/**
 * The browser of the tests: Playwright's own (undefined when its headless shell is installed: Playwright
 * launches that one itself), else CHROMIUM_PATH, Debian's headless shell or Debian's Chromium.
 */
export function pickTestChromium(playwrightOwn, env = process.env, exists = existsSync) {
  if (playwrightOwn && exists(playwrightOwn)) return exists(playwrightShell(playwrightOwn)) ? undefined : playwrightOwn;
  const found = [env.CHROMIUM_PATH, SYSTEM_HEADLESS_SHELL, SYSTEM_CHROMIUM].find((path) => !!path && exists(path));
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
