import { type RefObject, useEffect } from 'react';

/**
 * After a refused submit the focus goes to the first field to fix, whose error is read with it;
 * with no field to blame, to the form's own message (`data-form-error`) so a screen reader hears
 * it. `attempt` changes with each refusal, so the same error focuses again on the next try.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, attempt: unknown) {
  useEffect(() => {
    const root = form.current;
    if (!root || !attempt) return;
    const field = root.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else {
      const message = root.querySelector<HTMLElement>('[data-form-error]');
      if (message?.textContent) message.focus();
    }
  }, [form, attempt]);
}
