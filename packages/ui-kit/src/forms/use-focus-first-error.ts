import { type RefObject, useEffect } from 'react';

/** Focuses the first field to fix, else the form's own message; false when neither is drawn yet. */
function focusFirstError(root: HTMLFormElement): boolean {
  const field = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (field) {
    field.focus();
    return true;
  }
  const message = root.querySelector<HTMLElement>('[data-form-error]');
  if (!message?.textContent) return false;
  message.focus();
  return true;
}

/**
 * After a refused submit the focus goes to the first field to fix, whose error is read with it;
 * with no field to blame, to the form's own message (`data-form-error`) so a screen reader hears
 * it. `attempt` changes with each refusal, so the same error focuses again on the next try.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, attempt: unknown) {
  useEffect(() => {
    const root = form.current;
    if (!root || !attempt || focusFirstError(root)) return;
    // react-hook-form reports a refused submit just before it publishes the errors, so they may be
    // drawn a moment after this effect: focus them as they appear.
    const observer = new MutationObserver(() => {
      if (focusFirstError(root)) observer.disconnect();
    });
    observer.observe(root, { subtree: true, childList: true, characterData: true, attributeFilter: ['aria-invalid'] });
    return () => observer.disconnect();
  }, [form, attempt]);
}
