// A heavy screen mounted a part at a time: the first render shows step 1 (what the artist works with
// first), and each later step is rendered in a transition after the frame that painted the one before.
// A transition's render yields to input between slices and each step commits on its own, so the open is
// several short tasks instead of one long one (a 20-layer combiner mounted whole was a 250-500 ms task).
import { startTransition, useEffect, useState } from 'react';

/** How many of `steps` steps are mounted: 1 at first, then one more per painted frame up to `steps`. */
export function useMountSteps(steps: number): number {
  const [mounted, setMounted] = useState(1);
  useEffect(() => {
    if (mounted >= steps) return;
    // After the paint: requestAnimationFrame runs before it, a timeout queued there runs after it.
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setMounted((m) => m + 1)));
    });
    return () => (cancelAnimationFrame(frame), clearTimeout(timer));
  }, [mounted, steps]);
  return mounted;
}
