import { useEffect, useRef, useState } from 'react';

/**
 * Where the focus goes when the button that had it is removed with its item (a question, an
 * option): the first button in the returned ref's element, once the list is drawn without the item,
 * instead of the page's start.
 */
export function useFocusAfterRemoval<Element extends HTMLElement>() {
  const target = useRef<Element>(null);
  const [removals, setRemovals] = useState(0);
  useEffect(() => {
    if (removals > 0) target.current?.querySelector('button')?.focus();
  }, [removals]);
  return { target, removed: () => setRemovals((count) => count + 1) };
}
