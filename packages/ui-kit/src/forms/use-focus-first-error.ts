import { type RefObject, useLayoutEffect, useRef } from 'react';

/** The first field to fix, else the form's own message when it says something. */
function firstProblem(root: HTMLElement): HTMLElement | null {
  const field = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (field) return field;
  const message = root.querySelector<HTMLElement>('[data-form-error]');
  return message?.textContent ? message : null;
}

/**
 * After a refused submit the focus goes to the first field to fix, whose error is read with it;
 * with no field to blame, to the form's own message (`data-form-error`) so a screen reader hears
 * it. `attempt` changes with each refusal; the errors may be drawn a render later than the
 * refusal is counted, so the focus waits for them (in a layout effect: at once after they are drawn).
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, attempt: unknown) {
  const pending = useRef(false);
  useLayoutEffect(() => {
    if (attempt) pending.current = true;
  }, [attempt]);
  useLayoutEffect(() => {
    const root = form.current;
    if (!pending.current || !root) return;
    const problem = firstProblem(root);
    if (!problem) return;
    pending.current = false;
    problem.focus();
  });
}
