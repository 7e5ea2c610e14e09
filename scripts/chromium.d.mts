// Types of chromium.mjs, which runs under plain Node before anything is built.
export const NO_CHROMIUM: string;
export function pickChromium(
  playwrightOwn: string | undefined,
  env?: Record<string, string | undefined>,
  exists?: (path: string) => boolean,
): string | undefined;
export function requireChromium(playwrightOwn: string | undefined): string;
export const SYSTEM_HEADLESS_SHELL: string;
export function pickTestChromium(
  playwrightOwn: string | undefined,
  env?: Record<string, string | undefined>,
  exists?: (path: string) => boolean,
): string | undefined;
