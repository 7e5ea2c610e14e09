// A long list scrolled under a still pointer: at every scroll step the element under the pointer changes,
// and the browser sends pointerout, pointerover, mouseout and mouseover to it, each through React's event
// dispatch at the root. In the token table's bench those events made the longest tasks of the scroll
// (40-207 ms). While the window scrolls, the list takes no pointer events (what it covers receives them,
// and does not change under the pointer); they come back when the scroll has rested.
import { useEffect, type RefObject } from 'react';

/** How long after the last scroll event the list takes pointer events again. */
export const SCROLL_REST_MS = 150;

export function usePointerRestWhileScrolling(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let resting: ReturnType<typeof setTimeout> | undefined;
    const rest = () => {
      resting = undefined;
      element.style.pointerEvents = '';
    };
    const onScroll = () => {
      if (resting === undefined) element.style.pointerEvents = 'none';
      else clearTimeout(resting);
      resting = setTimeout(rest, SCROLL_REST_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(resting);
      rest();
    };
  }, [ref]);
}
