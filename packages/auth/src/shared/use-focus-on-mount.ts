import { type RefObject, useEffect, useRef } from 'react';

/** Props that put the focus on an element: spread them on it (`<h2 {...focus} tabIndex={-1}>`). */
export interface FocusOnMount<T extends HTMLElement> {
  ref: RefObject<T | null>;
  autoFocus: true;
}

/**
 * Moves the focus to an element when a step of a form appears in place of another, so keyboard
 * and screen-reader users continue from there instead of from the top of the page. The step may
 * be the server's answer to a form posted before the app started: `autofocus` does it there.
 */
export function useFocusOnMount<T extends HTMLElement>(): FocusOnMount<T> {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return { ref, autoFocus: true };
}
