import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OBJECT_URL_GRACE_MS } from '@/config/constants';
import { addPreviews, forgetPreviews, usePreviewUrl } from './layer-previews';

const live = new Set<string>();
let made = 0;
beforeEach(() => {
  // A URL given up is released after a grace period (src/lib/use-object-url.ts).
  vi.useFakeTimers();
  live.clear();
  made = 0;
  forgetPreviews(['a', 'b', 'c']);
  URL.createObjectURL = () => {
    const url = `blob:${++made}`;
    live.add(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void live.delete(url);
});
afterEach(() => vi.useRealTimers());

describe('usePreviewUrl', () => {
  it('makes a URL from the copy only while a row shows it, and none for the images not shown', () => {
    addPreviews([
      ['a', new Blob(['a'])],
      ['b', new Blob(['b'])],
      ['c', new Blob(['c'])],
    ]);
    const { result, unmount } = renderHook(() => usePreviewUrl('a'));
    expect(result.current).toBe('blob:1');
    expect(made).toBe(1);
    unmount();
    vi.advanceTimersByTime(OBJECT_URL_GRACE_MS);
    expect(live.size).toBe(0);
  });

  it('shows the image once its copy comes, and nothing once it is forgotten', () => {
    const { result } = renderHook(() => usePreviewUrl('a'));
    expect(result.current).toBeNull();
    act(() => addPreviews([['a', new Blob(['a'])]]));
    expect(result.current).toBe('blob:1');
    act(() => addPreviews([['b', new Blob(['b'])]]));
    expect(made).toBe(1);
    act(() => forgetPreviews(['a']));
    expect(result.current).toBeNull();
    vi.advanceTimersByTime(OBJECT_URL_GRACE_MS);
    expect(live.size).toBe(0);
  });
});
