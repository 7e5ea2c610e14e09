// Which animated values' decoded frames a compose worker keeps. Each value's frames are decoded once, but a
// collection of many long or large animated values would hold them all (12 frames of a 2000 px value
// are 192 MB of bitmaps), and a worker's memory is the page's. Beyond the budget, the frame sets used
// least recently are dropped (decoded again if a later token draws them); the sets the compose calls in
// flight draw are never dropped, so one value larger than the budget is still composed.

/** Bytes of decoded frames one compose worker keeps: two workers stay within half a gigabyte. */
export const DECODED_FRAMES_BUDGET_BYTES = 256 * 1024 * 1024;

export class FrameBudget {
  /** Bytes of each kept set, least recently used first (a Map keeps its insertion order). */
  private readonly kept = new Map<string, number>();
  private total = 0;

  constructor(private readonly budget = DECODED_FRAMES_BUDGET_BYTES) {}

  /** Counts set `key` of `bytes` as just used. */
  use(key: string, bytes: number): void {
    this.drop(key);
    this.kept.set(key, bytes);
    this.total += bytes;
  }

  has(key: string): boolean {
    return this.kept.has(key);
  }

  /** The sets to free, least recently used first, until the rest fit the budget; never those in `busy`. */
  overflow(busy: ReadonlySet<string>): string[] {
    const freed: string[] = [];
    for (const key of [...this.kept.keys()]) {
      if (this.total <= this.budget) break;
      if (busy.has(key)) continue;
      this.drop(key);
      freed.push(key);
    }
    return freed;
  }

  private drop(key: string): void {
    this.total -= this.kept.get(key) ?? 0;
    this.kept.delete(key);
  }
}
