// The one concurrency limiter, for the main thread and the workers alike: reads of stored results,
// upload batches and file writes all want a few calls in flight to hide round trips, not thousands.

/**
 * `work` on every item with at most `parallel` calls in flight, started in item order; results in item
 * order. After a failure no further item starts, and the first failure is what the promise rejects with.
 */
export async function mapLimited<T, R>(items: readonly T[], parallel: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index]!, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(parallel, items.length)) }, lane));
  return results;
}
