// Whether an element is within a screen of what its scroll box shows (the page, or the nearest scrolling
// ancestor such as a sticky side panel), for parts of a long screen that are kept as a placeholder of
// their size while far away and rendered as they come near.
import { useEffect, useRef, useState } from 'react';

/** The nearest ancestor that may scroll its content (whether or not it overflows yet), or null for the page. */
function scrollBox(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/** `near`, and the element's height when last seen (from the observer: reading it would force a layout),
 * for the placeholder that stands for it while far. */
export function useNearView<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  const [view, setView] = useState<{ near: boolean; height?: number }>({ near: !enabled });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return setView({ near: true });
    const observer = new IntersectionObserver(
      ([entry]) => setView({ near: entry!.isIntersecting, height: entry!.boundingClientRect.height }),
      { root: scrollBox(element), rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return { ref, ...view };
}
