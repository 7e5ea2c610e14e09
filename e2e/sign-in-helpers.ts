import type { Page } from '@playwright/test';

export async function readCookie(page: Page, name: string): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === name);
  if (!cookie) throw new Error(`no ${name} cookie`);
  return cookie.value;
}

/** Takes the console errors a test provokes on purpose (e.g. the browser's log of a 401) out of the list the fixture checks. */
export function expectConsoleErrors(errors: string[], pattern: RegExp, count: number): void {
  const matching = errors.filter((e) => pattern.test(e));
  if (matching.length !== count) throw new Error(`expected ${count} console errors matching ${pattern}, got: ${JSON.stringify(errors)}`);
  errors.splice(0, errors.length, ...errors.filter((e) => !pattern.test(e)));
}
