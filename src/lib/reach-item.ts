// Bringing an item of a virtualised list into view and acting on its element once it is rendered (a found
// image's trait value, a new layer card's name field). A single scroll is not enough: its first write can
// land short (the page not yet grown to the target, another list's scroll settling after it, rows above
// measured as they render), and the virtualizer writes again only when its target moves, so the item
// could stay out of the rendered range for good. While the element is missing, it is scrolled to again.
import type { ScrollToOptions, Virtualizer } from '@tanstack/react-virtual';
import { SEEK_FOCUS_FRAMES, SEEK_SCROLL_AGAIN_FRAMES } from '@/config/constants';

interface Reach {
  virtualizer: Pick<Virtualizer<Window, Element>, 'scrollToIndex'>;
  index: number;
  align: ScrollToOptions['align'];
  /** The item's element to act on, once rendered. */
  find(): HTMLElement | null;
  /** Acts on it; true once done (a focus can be taken back by a list re-rendering around it). */
  reached(element: HTMLElement): boolean;
}

/** Scrolls at once, then tries each frame for SEEK_FOCUS_FRAMES frames. Returns the cancel. */
export function reachItem({ virtualizer, index, align, find, reached }: Reach): () => void {
  virtualizer.scrollToIndex(index, { align });
  let frames = 0;
  let handle = 0;
  const step = () => {
    const element = find();
    if (element && reached(element)) return;
    if (!element && frames % SEEK_SCROLL_AGAIN_FRAMES === SEEK_SCROLL_AGAIN_FRAMES - 1) virtualizer.scrollToIndex(index, { align });
    if (++frames < SEEK_FOCUS_FRAMES) handle = requestAnimationFrame(step);
  };
  handle = requestAnimationFrame(step);
  return () => cancelAnimationFrame(handle);
}

/** Focuses without scrolling (the list placed it already); true once it holds the focus. */
export function focusHeld(element: HTMLElement): boolean {
  if (document.activeElement !== element) element.focus({ preventScroll: true });
  return document.activeElement === element;
}
