import { type RefObject, useEffect } from 'react';
import type { FormProblem } from './form-problems';

/**
 * After a refused submit the focus goes to the first field to fix, whose error is read with it;
 * with no field to blame, to the form's own message so a screen reader hears it.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, problem: FormProblem) {
  useEffect(() => {
    const root = form.current;
    if (!root) return;
    const field = root.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else if (problem.formError) root.querySelector<HTMLElement>('[data-form-error]')?.focus();
  }, [form, problem]);
}
