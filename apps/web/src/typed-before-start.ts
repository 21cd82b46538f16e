// A server-rendered form (sign-in, registration) can be typed in before the application runs. When
// it takes the page over, the form library sets each field to its own starting value, which would
// wipe what was typed: what the visitor typed is noted meanwhile and given back to the fields.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/** Puts `value` in `field` as typing would, so React's own change tracking hears it. */
function retype(field: Field, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Starts noting typed values; the function returned stops and gives back every value the app changed. */
export function keepTypedBeforeStart(): () => void {
  const typed = new Map<Field, string>();
  const note = (event: Event) => {
    const field = event.target;
    if (isField(field) && !(field instanceof HTMLInputElement && /^(checkbox|radio|file)$/.test(field.type))) {
      typed.set(field, field.value);
    }
  };
  addEventListener('input', note, true);
  addEventListener('change', note, true);
  return () => {
    removeEventListener('input', note, true);
    removeEventListener('change', note, true);
    for (const [field, value] of typed) if (field.isConnected && field.value !== value) retype(field, value);
  };
}
