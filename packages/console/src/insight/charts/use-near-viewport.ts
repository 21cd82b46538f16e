import { useCallback, useState } from 'react';

/**
 * Whether an element has come within `margin` of the screen (it stays true once it has): what is
 * far below the first screen is drawn only when the visitor scrolls towards it. Where the browser
 * cannot tell (no IntersectionObserver: tests, old browsers), at once.
 */
export function useNearViewport<E extends Element>(margin = '200px') {
  const canObserve = typeof IntersectionObserver !== 'undefined';
  const [seen, setSeen] = useState(!canObserve);
  const ref = useCallback(
    (element: E | null) => {
      if (!element || !canObserve) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setSeen(true);
        },
        { rootMargin: `${margin} 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [canObserve, margin],
  );
  return { ref, seen };
}
