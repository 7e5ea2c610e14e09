import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setRestoredPreviews, useFileUrl } from './restored-previews';

const live = new Set<string>();
let made = 0;
beforeEach(() => {
  live.clear();
  made = 0;
  setRestoredPreviews(new Map());
  URL.createObjectURL = () => {
    const url = `blob:${++made}`;
    live.add(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void live.delete(url);
});

const file = (id: string, url = '') => ({ id, name: `${id}.png`, url });

describe('useFileUrl', () => {
  it('makes a URL from the restored copy only while a row shows it, and none for the images not shown', () => {
    setRestoredPreviews(
      new Map([
        ['a', new Blob(['a'])],
        ['b', new Blob(['b'])],
        ['c', new Blob(['c'])],
      ]),
    );
    const { result, unmount } = renderHook(() => useFileUrl(file('a')));
    expect(result.current).toBe('blob:1');
    expect(made).toBe(1);
    unmount();
    expect(live.size).toBe(0);
  });

  it('shows the image once its copy is restored, and an upload by its own URL', () => {
    const { result } = renderHook(() => useFileUrl(file('a')));
    expect(result.current).toBeNull();
    act(() => setRestoredPreviews(new Map([['a', new Blob(['a'])]])));
    expect(result.current).toBe('blob:1');
    const uploaded = renderHook(() => useFileUrl(file('d', 'blob:upload')));
    expect(uploaded.result.current).toBe('blob:upload');
    expect(made).toBe(1);
  });
});
