import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, queriesSettled } from './query-client';

const settledYet = async (settling: Promise<void>) => {
  let settled = false;
  void settling.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(0);
  return settled;
};

describe('queriesSettled', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves at once when nothing is fetching', async () => {
    vi.useFakeTimers();
    expect(await settledYet(queriesSettled(createQueryClient(), 2_000))).toBe(true);
  });

  it('waits for a query on its way, then resolves when it lands', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    let land!: (value: string) => void;
    void client.fetchQuery({ queryKey: ['credits'], queryFn: () => new Promise<string>((r) => (land = r)) });
    const settling = queriesSettled(client, 2_000);
    expect(await settledYet(settling)).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await settledYet(settling)).toBe(false);
    land('12 credits');
    expect(await settledYet(settling)).toBe(true);
    expect(client.getQueryData(['credits'])).toBe('12 credits');
  });

  it('gives up waiting after maxMs for a query that never lands', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    void client.fetchQuery({ queryKey: ['hung'], queryFn: () => new Promise<string>(() => undefined) });
    const settling = queriesSettled(client, 2_000);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(await settledYet(settling)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settledYet(settling)).toBe(true);
  });
});
