import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWindowVirtualizer } from './use-window-virtualizer';

// jsdom's window is 1024 x 768 and lays nothing out: the list starts at the top of the page.
const ITEM = 50;
let scrollY = 0;
let renders = 0;

function List({ count }: { count: number }) {
  renders++;
  const virtualizer = useWindowVirtualizer({ count, estimateSize: () => ITEM, overscan: 2 });
  return (
    <ul>
      {virtualizer.getVirtualItems().map((item) => (
        <li key={item.key}>item {item.index}</li>
      ))}
    </ul>
  );
}

function scrollTo(y: number) {
  scrollY = y;
  fireEvent.scroll(window);
}

beforeEach(() => {
  vi.useFakeTimers();
  scrollY = 0;
  renders = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useWindowVirtualizer', () => {
  it('renders again when the items in range change, and not when only the scrolling state does', () => {
    const { container } = render(<List count={1_000} />);
    expect(container.textContent).toContain('item 0');
    const settled = renders;
    // A scroll within the same items: the virtualizer notes that the page is scrolling, then, once the
    // scroll has stopped, that it is not; neither changes what the list draws.
    act(() => scrollTo(1));
    act(() => vi.advanceTimersByTime(1_000));
    expect(renders).toBe(settled);

    act(() => scrollTo(100 * ITEM));
    expect(container.textContent).toContain('item 100');
    expect(container.textContent).not.toContain('item 0 ');
    expect(renders).toBe(settled + 1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(renders).toBe(settled + 1);
  });

  it('leaves a list the page has scrolled past alone while the page scrolls on', () => {
    const { container } = render(<List count={10} />);
    act(() => scrollTo(10_000));
    act(() => vi.advanceTimersByTime(1_000));
    const past = renders;
    for (let y = 10_600; y < 20_000; y += 600) act(() => scrollTo(y));
    act(() => vi.advanceTimersByTime(1_000));
    expect(renders).toBe(past);
    expect(container.textContent).toContain('item 9');
  });
});
