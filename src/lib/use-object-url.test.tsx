import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useObjectUrl } from './use-object-url';

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
