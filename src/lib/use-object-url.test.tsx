import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OBJECT_URL_GRACE_MS } from '@/config/constants';
import { useLoadedObjectUrl, useObjectUrl } from './use-object-url';

const live = new Set<string>();
let made = 0;
beforeEach(() => {
  live.clear();
  made = 0;
  URL.createObjectURL = () => {
    const url = `blob:${++made}`;
    live.add(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void live.delete(url);
});
afterEach(() => vi.useRealTimers());
/** URLs are released a grace period after they are given up (an image may still be loading from one). */
const graceOver = () => vi.advanceTimersByTime(OBJECT_URL_GRACE_MS);

describe('useObjectUrl', () => {
  it('keeps exactly one live URL for the blob shown and none once the component is gone', () => {
    vi.useFakeTimers();
    const first = new Blob(['a']);
    const { result, rerender, unmount } = renderHook(({ blob }: { blob: Blob | null }) => useObjectUrl(blob), {
      initialProps: { blob: first as Blob | null },
    });
    expect(result.current).toBe('blob:1');
    rerender({ blob: first });
    expect(made).toBe(1);
    rerender({ blob: new Blob(['b']) });
    expect(result.current).toBe('blob:2');
    // The first lives on for an image still loading from it, then goes.
    expect([...live]).toEqual(['blob:1', 'blob:2']);
    vi.advanceTimersByTime(OBJECT_URL_GRACE_MS - 1);
    expect(live.has('blob:1')).toBe(true);
    vi.advanceTimersByTime(1);
    expect([...live]).toEqual(['blob:2']);
    rerender({ blob: null });
    expect(result.current).toBeNull();
    graceOver();
    expect(live.size).toBe(0);
    rerender({ blob: new Blob(['c']) });
    unmount();
    graceOver();
    expect(live.size).toBe(0);
  });
});

describe('useLoadedObjectUrl', () => {
  it('shows the loaded blob, drops an answer that comes after its load was replaced, and frees every URL', async () => {
    vi.useFakeTimers();
    let answerFirst: (blob: Blob) => void = () => undefined;
    const slow = () => new Promise<Blob>((resolve) => (answerFirst = resolve));
    const fast = () => Promise.resolve(new Blob(['fast']));
    const { result, rerender, unmount } = renderHook(({ load }: { load: () => Promise<Blob | null> }) => useLoadedObjectUrl(load), {
      initialProps: { load: slow as () => Promise<Blob | null> },
    });
    expect(result.current).toBeNull();
    rerender({ load: fast });
    await vi.waitFor(() => expect(result.current).toBe('blob:1'));
    answerFirst(new Blob(['late']));
    await Promise.resolve();
    expect(result.current).toBe('blob:1');
    expect(made).toBe(1);
    rerender({ load: () => Promise.resolve(null) });
    await vi.waitFor(() => expect(result.current).toBeNull());
    graceOver();
    expect(live.size).toBe(0);
    unmount();
    graceOver();
    expect(live.size).toBe(0);
  });
});
