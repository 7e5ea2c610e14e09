// A list virtualised against the window's scroll (TanStack Virtual's core) whose component renders again
// only when what it renders changes: the items in range, their measured places or the list's total size.
// TanStack's React adapter renders at every change of `isScrolling` as well (twice per scroll step, for
// every such list in the page: the combiner's layer lists, far above its results, re-rendered all their
// image rows on each step), and inside the scroll event (flushSync), which made each scrolled frame one
// long task. Here the render is an ordinary update, after the event.
import { useLayoutEffect, useReducer, useRef, useState, type RefObject } from 'react';
import {
  Virtualizer,
  observeWindowOffset,
  observeWindowRect,
  windowScroll,
  type VirtualItem,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';

type WindowOptions = Omit<
  VirtualizerOptions<Window, Element>,
  'getScrollElement' | 'observeElementRect' | 'observeElementOffset' | 'scrollToFn' | 'initialOffset' | 'onChange'
>;

/** What the last render drew from the virtualizer. */
interface Drawn {
  items: VirtualItem[];
  total: number;
}

export function useWindowVirtualizer(options: WindowOptions): Virtualizer<Window, Element> {
  const [, rerender] = useReducer((x: number) => x + 1, 0);
  const drawn = useRef<Drawn | null>(null);
  const settling = useRef(false);
  const mounted = useRef(false);
  const resolved: VirtualizerOptions<Window, Element> = {
    getScrollElement: () => window,
    observeElementRect: observeWindowRect,
    observeElementOffset: observeWindowOffset,
    scrollToFn: windowScroll,
    initialOffset: () => window.scrollY,
    ...options,
    // getVirtualItems() is memoised: the same array while the range and the measurements stay.
    onChange: (instance) => {
      if (instance.getVirtualItems() !== drawn.current?.items || instance.getTotalSize() !== drawn.current.total) return rerender();
      // Nothing to draw anew: the virtualizer's after-render work still runs, once per burst of
      // notifications, as after a render (a scroll the page was too short for is written again once it
      // has grown; a held size correction is applied).
      if (settling.current) return;
      settling.current = true;
      queueMicrotask(() => {
        settling.current = false;
        // Not after unmount: it would observe the window again for a list that is gone.
        if (mounted.current) instance._willUpdate();
      });
    },
  };
  const [virtualizer] = useState(() => new Virtualizer(resolved));
  virtualizer.setOptions(resolved);
  useLayoutEffect(() => {
    mounted.current = true;
    const unmount = virtualizer._didMount();
    return () => {
      mounted.current = false;
      unmount();
    };
  }, [virtualizer]);
  useLayoutEffect(() => {
    drawn.current = { items: virtualizer.getVirtualItems(), total: virtualizer.getTotalSize() };
    virtualizer._willUpdate();
  });
  return virtualizer;
}

/** Where an element starts in the page (a list's scroll margin). What is above it opens and closes, so it
 * is read again whenever the page or the element changes size: in a ResizeObserver's callback, after the
 * browser's layout, where the read forces none (read at each render, it forced a layout per list and
 * render). */
export function usePageTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    // Once at mount, before the first paint (the observer's first answer comes after it).
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(document.body);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}
