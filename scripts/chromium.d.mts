// Types of chromium.mjs, which runs under plain Node before anything is built.
/** Picks a browser from Playwright's own path, the environment and what exists on disk. */
type Picker = (
  playwrightOwn: string | undefined,
  env?: Record<string, string | undefined>,
  exists?: (path: string) => boolean,
) => string | undefined;

export const NO_CHROMIUM: string;
export const SYSTEM_HEADLESS_SHELL: string;
export const pickChromium: Picker;
export const pickTestChromium: Picker;
export function requireChromium(playwrightOwn: string | undefined): string;
