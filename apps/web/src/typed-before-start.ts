// A server-rendered form (sign-in, registration, the reminders' settings) can be typed in, and its
// boxes ticked, before the application runs. When it takes the page over, the form library sets
// each field to its own starting value, which would undo that: what the visitor left in each field
// is noted meanwhile and given back.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** What the visitor left in a field: its text, or for a box or a radio whether it is ticked. */
type Noted = { value: string } | { checked: boolean };

/** Puts `value` in `field` as typing would, so React's own change tracking hears it. */
function retype(field: Field, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Gives a field back what was noted, where the app set it otherwise; a box or radio by a tap, as React hears it. */
function giveBack(field: Field, noted: Noted) {
  if (!field.isConnected) return;
  if ('checked' in noted) {
    if (isToggle(field) && field.checked !== noted.checked) field.click();
  } else if (field.value !== noted.value) {
    retype(field, noted.value);
  }
}

/** Starts noting typed values; the function returned stops and gives back every value the app changed. */
export function keepTypedBeforeStart(): () => void {
  const typed = new Map<Field, Noted>();
  const note = (event: Event) => {
    const field = event.target;
    if (!isField(field) || (field instanceof HTMLInputElement && field.type === 'file')) return;
    // A box ticked or cleared (consent, reminders) counts as much as text: the form library's
    // starting value would otherwise undo it, and a save then keeps the opposite. Noted anew at the
    // end, so the last radio chosen of a group is given back last and stays chosen.
    typed.delete(field);
    typed.set(field, isToggle(field) ? { checked: field.checked } : { value: field.value });
  };
  addEventListener('input', note, true);
  addEventListener('change', note, true);
  return () => {
    removeEventListener('input', note, true);
    removeEventListener('change', note, true);
    for (const [field, noted] of typed) giveBack(field, noted);
  };
}
