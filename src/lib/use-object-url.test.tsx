import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
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

describe('useObjectUrl', () => {
  it('keeps exactly one live URL for the blob shown and none once the component is gone', () => {
    const first = new Blob(['a']);
    const { result, rerender, unmount } = renderHook(({ blob }: { blob: Blob | null }) => useObjectUrl(blob), {
      initialProps: { blob: first as Blob | null },
    });
    expect(result.current).toBe('blob:1');
    rerender({ blob: first });
    expect(made).toBe(1);
    rerender({ blob: new Blob(['b']) });
    expect(result.current).toBe('blob:2');
    expect([...live]).toEqual(['blob:2']);
    rerender({ blob: null });
    expect(result.current).toBeNull();
    expect(live.size).toBe(0);
    rerender({ blob: new Blob(['c']) });
    unmount();
    expect(live.size).toBe(0);
  });
});

describe('useLoadedObjectUrl', () => {
  it('shows the loaded blob, drops an answer that comes after its load was replaced, and frees every URL', async () => {
    let answerFirst: (blob: Blob) => void = () => undefined;
    const slow = () => new Promise<Blob>((resolve) => (answerFirst = resolve));
    const fast = () => Promise.resolve(new Blob(['fast']));
    const { result, rerender, unmount } = renderHook(({ load }: { load: () => Promise<Blob | null> }) => useLoadedObjectUrl(load), {
      initialProps: { load: slow as () => Promise<Blob | null> },
    });
    expect(result.current).toBeNull();
    rerender({ load: fast });
    await waitFor(() => expect(result.current).toBe('blob:1'));
    answerFirst(new Blob(['late']));
    await Promise.resolve();
    expect(result.current).toBe('blob:1');
    expect(made).toBe(1);
    rerender({ load: () => Promise.resolve(null) });
    await waitFor(() => expect(result.current).toBeNull());
    expect(live.size).toBe(0);
    unmount();
    expect(live.size).toBe(0);
  });
});
