import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRun } from '../run/run-store';
import type { RunRecord } from '../run/run-record';
import { ResultsGrid } from './results-grid';

// As on the screen: cards of at least 180 px in a 900 px wide grid (5 a row, 260 px high) at the top of
// the page, in jsdom's 1024 x 768 window. jsdom lays nothing out, so the grid is given that size here.
const GRID_WIDTH = 900;
const ROW_HEIGHT = 260;

let scrollY = 0;

const count = 10_000;
const record: RunRecord = {
  count,
  digits: [],
  layers: [],
  results: { packs: [], pack: new Uint16Array(count), offset: new Float64Array(count), size: new Uint32Array(count) },
};

function scrollTo(y: number) {
  scrollY = y;
  fireEvent.scroll(window);
}

beforeEach(() => {
  scrollY = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ x: 0, y: -scrollY, top: -scrollY, left: 0, width: GRID_WIDTH, height: 0, right: GRID_WIDTH, bottom: -scrollY }) as DOMRect,
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  // jsdom does not scroll: the virtualizer's scrollTo (to the offset it already has) does nothing here.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  act(() => setRun({ phase: 'done', record, runId: 1 }));
});

afterEach(() => {
  act(() => setRun({ phase: 'idle', record: null, runId: 0 }));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const cards = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));

describe('ResultsGrid', () => {
  it('keeps fewer than 100 of 10 000 result cards in the DOM, the first ones at the top', () => {
    render(<ResultsGrid />);
    expect(screen.getByRole('heading', { name: 'Generated images (10000)' })).toBeInTheDocument();
    // At least the 3 rows in the window (of 5 cards), and a few more to scroll into.
    expect(cards().length).toBeGreaterThanOrEqual(15);
    expect(cards().length).toBeLessThan(100);
    expect(cards()).toContain('Combination #1');
    expect(cards()).not.toContain('Combination #10000');
  });

  it('brings later results in as the page scrolls, and lets the first ones go', () => {
    render(<ResultsGrid />);
    // Row 1000 of 2000 (5 cards a row): results 5001 to 5005.
    act(() => scrollTo(1000 * ROW_HEIGHT));
    expect(cards()).toContain('Combination #5001');
    expect(cards()).toContain('Combination #5005');
    expect(cards()).not.toContain('Combination #1');
    expect(cards().length).toBeLessThan(100);

    act(() => scrollTo(2000 * ROW_HEIGHT));
    expect(cards()).toContain('Combination #10000');
    expect(cards().length).toBeLessThan(100);
  });
});
