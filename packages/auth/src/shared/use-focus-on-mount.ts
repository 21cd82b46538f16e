import { useEffect, useRef } from 'react';

/**
 * Moves the focus to an element when a step of a form appears in place of another, so keyboard
 * and screen-reader users continue from there instead of from the top of the page.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
