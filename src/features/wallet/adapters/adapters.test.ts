import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAGIC_EDEN_POLL_MS } from '@/config/constants';
import { adapterFor } from './adapters';

let lookups = 0;
beforeEach(() => {
  vi.useFakeTimers();
  lookups = 0;
  Object.defineProperty(window, 'magicEden', { configurable: true, get: () => (lookups++, undefined) });
});
afterEach(() => {
  vi.useRealTimers();
  delete (window as unknown as { magicEden?: unknown }).magicEden;
});

async function connectCountingLookups(mode: 'prove' | 'reconnect') {
  const result = adapterFor('magiceden')!
    .connect(mode)
    .catch((e: Error) => e.message);
  await vi.advanceTimersByTimeAsync(20 * MAGIC_EDEN_POLL_MS);
  return { message: await result, lookups };
}

describe('Magic Eden provider lookup', () => {
  it('looks 5 times, 1 s apart, when reconnecting on load', async () => {
    expect(await connectCountingLookups('reconnect')).toEqual({ message: 'Magic Eden provider not available', lookups: 5 });
  });

  it('looks 10 times when proving ownership', async () => {
    expect(await connectCountingLookups('prove')).toEqual({ message: 'Magic Eden provider not available', lookups: 10 });
  });
});
