// A long list virtualised against the window's scroll (TanStack Virtual): only the items near the viewport
// are rendered, in the list's own element and in order, between a top and a bottom padding that stand for
// the others. Kept in flow (not absolutely placed) so that the list's semantics, the tab order and the
// page's find keep the order an artist sees; items are measured as they render. A list renders again only
// when its own range or sizes change (./use-window-virtualizer.ts): scrolling the results far below the
// layer lists leaves them alone.
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';
import { useWindowVirtualizer } from './use-window-virtualizer';

interface WindowListOptions {
  count: number;
  estimateSize(index: number): number;
  getItemKey(index: number): string | number;
  overscan: number;
  /** Lists up to this many items render them all: windowing a short list saves nothing, and a list that
   * is all in the page keeps its controls in place while the page above it changes height. */
  renderAllUpTo: number;
  /** Space between items, as the list's CSS gap draws it. */
  gap: number;
}

/** Where an element starts in the page: what is above it opens and closes, so it is read at each render. */
const pageTop = (element: HTMLElement | null) => (element ? Math.round(element.getBoundingClientRect().top + window.scrollY) : 0);

export function useWindowList<T extends HTMLElement>(options: WindowListOptions) {
  const ref = useRef<T>(null);
  const [top, setTop] = useState(0);
  // At every render, on purpose: it settles at once, as the list's place does not depend on its items.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const now = pageTop(ref.current);
    if (now !== top) setTop(now);
  });
  const { renderAllUpTo, ...rest } = options;
  const virtualizer: Virtualizer<Window, Element> = useWindowVirtualizer({
    ...rest,
    overscan: rest.count <= renderAllUpTo ? rest.count : rest.overscan,
    scrollMargin: top,
  });
  const items = virtualizer.getVirtualItems();
  const margin = virtualizer.options.scrollMargin;
  const first = items[0];
  const last = items.at(-1);
  const padding: CSSProperties =
    first && last ? { paddingTop: first.start - margin, paddingBottom: Math.max(0, virtualizer.getTotalSize() - (last.end - margin)) } : {};
  return { ref, virtualizer, items, padding };
}
