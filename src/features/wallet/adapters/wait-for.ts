export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `check` up to `tries` times, `intervalMs` apart; resolves with its first truthy value or null. */
export async function waitFor<T>(check: () => T | null | undefined, tries: number, intervalMs: number): Promise<T | null> {
  for (let i = 0; i < tries; i++) {
    const value = check();
    if (value) return value;
    if (i < tries - 1) await sleep(intervalMs);
  }
  return null;
}
