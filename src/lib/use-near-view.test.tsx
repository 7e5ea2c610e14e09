import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useNearView } from './use-near-view';

type Callback = (entries: Array<Partial<IntersectionObserverEntry>>) => void;
let observed: Array<{ callback: Callback; options?: IntersectionObserverInit; connected: boolean }> = [];

beforeEach(() => {
  observed = [];
  globalThis.IntersectionObserver = class {
    private readonly record: (typeof observed)[number];
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      this.record = { callback, options, connected: false };
      observed.push(this.record);
    }
    observe() {
      this.record.connected = true;
    }
    disconnect() {
      this.record.connected = false;
    }
  } as unknown as typeof IntersectionObserver;
});
afterEach(() => delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver);

function Part({ enabled }: { enabled: boolean }) {
  const { ref, near, height } = useNearView<HTMLDivElement>(enabled);
  return <div ref={ref}>{near ? 'shown' : `placeholder ${height ?? 'estimated'}`}</div>;
}

const see = (isIntersecting: boolean, height: number) =>
  act(() => observed[0]!.callback([{ isIntersecting, boundingClientRect: { height } as DOMRectReadOnly }]));

describe('useNearView', () => {
  it('renders a part only within a screen of the view, and stands for it by its last height when it goes', () => {
    const { unmount } = render(<Part enabled />);
    expect(screen.getByText('placeholder estimated')).toBeTruthy();
    expect(observed[0]!.options?.rootMargin).toBe('100% 0px');
    see(true, 40);
    expect(screen.getByText('shown')).toBeTruthy();
    see(false, 540);
    expect(screen.getByText('placeholder 540')).toBeTruthy();
    unmount();
    expect(observed[0]!.connected).toBe(false);
  });

  it('not enabled, the part is always shown and nothing is observed', () => {
    render(<Part enabled={false} />);
    expect(screen.getByText('shown')).toBeTruthy();
    expect(observed).toHaveLength(0);
  });
});
