import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_REST_MS, usePointerRestWhileScrolling } from './use-pointer-rest';

function List() {
  const ref = useRef<HTMLUListElement>(null);
  usePointerRestWhileScrolling(ref);
  return (
    <ul ref={ref} aria-label="Rows">
      <li>Row</li>
    </ul>
  );
}

const scroll = () => act(() => void window.dispatchEvent(new Event('scroll')));
const pointerEvents = () => screen.getByRole('list', { name: 'Rows' }).style.pointerEvents;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('usePointerRestWhileScrolling', () => {
  it('takes no pointer events while the window scrolls, and takes them again once the scroll rests', () => {
    render(<List />);
    expect(pointerEvents()).toBe('');
    scroll();
    expect(pointerEvents()).toBe('none');
    act(() => vi.advanceTimersByTime(SCROLL_REST_MS - 10));
    scroll();
    act(() => vi.advanceTimersByTime(SCROLL_REST_MS - 10));
    expect(pointerEvents()).toBe('none');
    act(() => vi.advanceTimersByTime(10));
    expect(pointerEvents()).toBe('');
  });

  it('gives the pointer back when the list goes mid-scroll', () => {
    const { unmount, container } = render(<List />);
    const list = screen.getByRole('list', { name: 'Rows' });
    scroll();
    unmount();
    expect(list.style.pointerEvents).toBe('');
    expect(container.childElementCount).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
