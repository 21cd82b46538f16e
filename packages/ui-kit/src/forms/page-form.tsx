// A form that works before (and without) the app: a real <form method="post"> to its page, which
// the server answers through the route's action (apps/web's server renderer). The app, once it
// runs, takes the same form over with its own submit handler. These are the pieces both sides read.
import { useContext } from 'react';
import type { FieldValues } from 'react-hook-form';
import { UNSAFE_DataRouterStateContext, UNSAFE_RouteContext } from 'react-router';
import type { ServerRefusal } from './server-refusal';

/** The hidden field that says which of a page's forms was posted (a page may hold several). */
export const FORM_NAME_FIELD = '_form';

/** The field of a phone's dial code beside its number's (`phone_number` and `phone_number_country`). */
export const dialCodeFieldOf = (name: string) => `${name}_country`;

/**
 * What the server answered a posted form with, read by the screen from `usePostedAnswer()`: which
 * form, the values sent (the form shows them again) and, when the API refused them, why (a
 * refused secret comes back blank). Values the form's own rules refuse come back without a
 * refusal: the form finds their faults itself.
 */
export interface FormSubmission<TValues extends FieldValues = FieldValues> {
  form: string;
  values: TValues;
  refusal?: ServerRefusal;
}

/**
 * What the route's action answered the page's post with, as `useActionData()` reads it, but
 * undefined outside a data router (a story, a test's plain router) instead of throwing: a form is
 * drawn the same wherever it is shown.
 */
export function usePostedAnswer(): unknown {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const routeId = useContext(UNSAFE_RouteContext).matches.at(-1)?.route.id;
  return state && routeId ? state.actionData?.[routeId] : undefined;
}

/** The submission of form `name`, if that is what `actionData` holds. */
export function submissionOf<TValues extends FieldValues>(
  actionData: unknown,
  name: string,
): FormSubmission<TValues> | undefined {
  const data = actionData as Partial<FormSubmission<TValues>> | undefined;
  return data?.form === name && typeof data.values === 'object' ? (data as FormSubmission<TValues>) : undefined;
}

/**
 * The posted page's own address, path and query only: where a saved form goes back to (303). The
 * request's origin is the renderer's, not the visitor's, so it never goes into a redirect.
 */
export function postedPagePath(request: Request): string {
  const { pathname, search } = new URL(request.url);
  return `${pathname}${search}`;
}

/** Names the posted form: goes inside the <form>. */
export function FormName({ name }: { name: string }) {
  return <input type="hidden" name={FORM_NAME_FIELD} value={name} />;
}

const isPhone = (value: unknown): value is { country: string; number: string } =>
  typeof value === 'object' && value !== null && 'country' in value && 'number' in value;

/**
 * A posted form's fields in the shape of the form's values (`defaults` gives each field's kind): a
 * phone from its two fields, a box ticked or not, a number as a number, the rest as text. A field
 * the post lacks keeps its default; nothing outside `defaults` is read.
 */
export function postedValues<TValues extends FieldValues>(posted: FormData, defaults: TValues): TValues {
  const text = (name: string) => {
    const value = posted.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const values: Record<string, unknown> = {};
  for (const [name, fallback] of Object.entries(defaults)) {
    if (isPhone(fallback)) {
      values[name] = {
        country: text(dialCodeFieldOf(name)) ?? fallback.country,
        number: text(name) ?? fallback.number,
      };
    } else if (typeof fallback === 'boolean') values[name] = posted.has(name);
    else if (typeof fallback === 'number') {
      const number = Number(text(name));
      values[name] = text(name) === undefined || Number.isNaN(number) ? fallback : number;
    } else values[name] = text(name) ?? fallback;
  }
  return values as TValues;
}

type PageField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The page's elements of field `name`: one, a radio group, or none (several boxes of one code count as none). */
function pageFieldsOf(form: HTMLFormElement, name: string): PageField[] {
  const field = form.elements.namedItem(name);
  if (field instanceof RadioNodeList) {
    const all = [...field];
    return all.every((one) => one instanceof HTMLInputElement && one.type === 'radio') ? (all as PageField[]) : [];
  }
  const single =
    field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement;
  return single && !(field instanceof HTMLInputElement && field.type === 'file') ? [field] : [];
}

/** Whether the visitor changed the element from what the server drew (its default). */
function changedFromDrawn(element: PageField): boolean {
  if (element instanceof HTMLSelectElement)
    return [...element.options].some((one) => one.selected !== one.defaultSelected);
  if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
    return element.checked !== element.defaultChecked;
  }
  return element.value !== element.defaultValue;
}

/** A field's text in the kind the form holds there: a list's id as a number, nothing chosen as none. */
function inFormKind(value: unknown, held: unknown): unknown {
  if (typeof value !== 'string' || !(held === null || typeof held === 'number')) return value;
  if (value === '') return null;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * What a visitor typed, ticked or chose in a server-drawn form before the app took it over: each
 * field they changed from what the server drew, in the kind of `values` (what the form library
 * starts with). A field the form has not, or several boxes of one code, are the library's alone.
 */
export function typedOnPage<TValues extends FieldValues>(form: HTMLFormElement, values: TValues): Partial<TValues> {
  const onPage = postedValues(new FormData(form), values);
  const typed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(onPage)) {
    const names = isPhone(value) ? [name, dialCodeFieldOf(name)] : [name];
    const elements = names.flatMap((one) => pageFieldsOf(form, one));
    if (elements.length === 0 || !elements.some(changedFromDrawn)) continue;
    typed[name] = inFormKind(value, values[name]);
  }
  return typed as Partial<TValues>;
}
