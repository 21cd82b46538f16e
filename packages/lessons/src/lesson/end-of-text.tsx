import { useEffect, useRef } from 'react';

/**
 * An invisible mark after a reading: once it scrolls into view the learner reached the end. Where
 * the browser cannot tell (no IntersectionObserver), the reading time alone counts.
 */
export function EndOfText({ onReached }: { onReached: () => void }) {
  const mark = useRef<HTMLDivElement>(null);
  const reached = useRef(onReached);
  reached.current = onReached;
  useEffect(() => {
    const element = mark.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        reached.current();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <div ref={mark} aria-hidden="true" style={{ height: 1 }} />;
}
