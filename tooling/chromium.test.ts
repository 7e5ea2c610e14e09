// Which Chromium the browser tests drive: Playwright's own first, then CHROMIUM_PATH, then Debian's (its
// headless shell for the tests, when installed); with
// none, `npm test` stops before anything else with one line that says how to install one.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { NO_CHROMIUM, pickChromium, pickTestChromium, SYSTEM_HEADLESS_SHELL } from '../scripts/chromium.mjs';

const OWN = '/cache/ms-playwright/chromium-1/chrome-linux64/chrome';
const OWN_SHELL = '/cache/ms-playwright/chromium_headless_shell-1';
const CUSTOM = '/opt/chromium/chrome';
const SYSTEM = '/usr/bin/chromium';
const SHELL = SYSTEM_HEADLESS_SHELL;
const existing =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe('the browser of the tests', () => {
  it("takes Playwright's own Chromium when it is installed, whatever else there is", () => {
    expect(pickChromium(OWN, { CHROMIUM_PATH: CUSTOM }, existing(OWN, CUSTOM, SYSTEM))).toBe(OWN);
  });

  it("takes CHROMIUM_PATH without Playwright's own, then the system's", () => {
    expect(pickChromium(OWN, { CHROMIUM_PATH: CUSTOM }, existing(CUSTOM, SYSTEM))).toBe(CUSTOM);
    expect(pickChromium(OWN, { CHROMIUM_PATH: CUSTOM }, existing(SYSTEM))).toBe(SYSTEM);
    expect(pickChromium(OWN, {}, existing(SYSTEM))).toBe(SYSTEM);
  });

  it('finds none when none exists, and says in one line how to install one', () => {
    expect(pickChromium(OWN, { CHROMIUM_PATH: CUSTOM }, existing())).toBeUndefined();
    expect(NO_CHROMIUM).not.toContain('\n');
    expect(NO_CHROMIUM).toContain('npx playwright install chromium');
    expect(NO_CHROMIUM).toContain('apt-get install chromium');
  });

  it("runs the tests in Playwright's own choice when it is installed (its headless shell), else in a headless shell before a full Chromium", () => {
    expect(pickTestChromium(OWN, { CHROMIUM_PATH: CUSTOM }, existing(OWN, OWN_SHELL, CUSTOM, SHELL, SYSTEM))).toBeUndefined();
    // Installed without its shell (`--no-shell`), or with a shell of another revision: its Chromium.
    expect(pickTestChromium(OWN, {}, existing(OWN, SHELL))).toBe(OWN);
    expect(pickTestChromium(OWN, {}, existing(OWN, '/cache/ms-playwright/chromium_headless_shell-0'))).toBe(OWN);
    expect(pickTestChromium(OWN, { CHROMIUM_PATH: CUSTOM }, existing(CUSTOM, SHELL, SYSTEM))).toBe(CUSTOM);
    expect(pickTestChromium(OWN, {}, existing(SHELL, SYSTEM))).toBe(SHELL);
    expect(pickTestChromium(OWN, {}, existing(SYSTEM))).toBe(SYSTEM);
    expect(() => pickTestChromium(OWN, {}, existing())).toThrow(NO_CHROMIUM);
    // The benchmarks keep the full browser.
    expect(pickChromium(OWN, {}, existing(SHELL, SYSTEM))).toBe(SYSTEM);
  });

  it('is the first step of npm test and of the e2e run', async () => {
    const { stdout } = await promisify(execFile)('npm', ['pkg', 'get', 'scripts.test', 'scripts.test:e2e', '--json']);
    const scripts = JSON.parse(stdout) as Record<string, string>;
    expect(scripts['scripts.test']).toMatch(/^node scripts\/chromium\.mjs && /);
    expect(scripts['scripts.test:e2e']).toMatch(/^node scripts\/chromium\.mjs && /);
  });
});
