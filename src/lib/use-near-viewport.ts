import { useEffect, useState } from 'react';

/** A screen's height above and below it: what a scroll can bring into view before the next frames. */
const NEAR = '100% 0px';

/**
 * Whether an element is on screen or a screen's height from it, for parts that cost too much to keep in
 * every row of a long list. Without IntersectionObserver (a test's DOM) everything counts as near.
 */
export function useNearViewport<T extends Element>(): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setNear(entries.at(-1)!.isIntersecting), { rootMargin: NEAR });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return [setNode, near];
}
