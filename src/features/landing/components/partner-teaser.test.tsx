import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PARTNERS } from '@contract/partners';
import { CAROUSEL_INTERVAL_MS } from '@/config/constants';
import { PartnerTeaser } from './partner-teaser';

const title = () => screen.getByTestId('carousel-title').textContent;
const reducedMotion = (reduce: boolean) =>
  (window.matchMedia = (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList);

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion(false);
});
afterEach(() => vi.useRealTimers());

describe('the partner carousel', () => {
  it('moves to the next partner every 2 s and wraps around', () => {
    render(<PartnerTeaser partners={DEFAULT_PARTNERS} />);
    expect(title()).toBe('Bat Kids');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1));
    expect(title()).toBe('Bat Kids');
    act(() => vi.advanceTimersByTime(1));
    expect(title()).toBe('Bad morning');
    act(() => vi.advanceTimersByTime(4 * CAROUSEL_INTERVAL_MS));
    expect(title()).toBe('Bat Kids');
  });

  it('holds still while hovered and moves on after', () => {
    render(<PartnerTeaser partners={DEFAULT_PARTNERS} />);
    const carousel = screen.getByRole('group', { name: 'Partner collections carousel' });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(title()).toBe('Bat Kids');
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(title()).toBe('Bad morning');
  });

  it('never moves on its own for reduced motion, but the dots still switch', () => {
    reducedMotion(true);
    render(<PartnerTeaser partners={DEFAULT_PARTNERS} />);
    act(() => vi.advanceTimersByTime(5 * CAROUSEL_INTERVAL_MS));
    expect(title()).toBe('Bat Kids');
    fireEvent.click(screen.getByRole('button', { name: 'Show Lazy Sloth Club' }));
    expect(title()).toBe('Lazy Sloth Club');
  });
});
