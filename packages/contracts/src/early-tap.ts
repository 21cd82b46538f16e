// A server-drawn page is visible and tappable before its first module script (boot.ts) has
// arrived and run: module scripts wait for the whole document and their own download. A tap on a
// button in that time had no listener at all and was lost (a slow phone; a busy CI run's sign-up
// tab). This inline script, first in the head, holds such a tap until boot.ts takes it over. It is
// the one inline script of the site: the API allows exactly its hash in the CSP (plugins/security.ts).

/**
 * What a tap is held on: buttons, and the fields that open a list (a searchable select), whose tap
 * before the app only focused them and opened nothing. Links and plain fields work as they are.
 */
export const HELD_TAP_TARGETS = 'button,[role="combobox"]';

/**
 * A form's send button whose form the server answers: one posted to its page (the route's action)
 * or one that names where it goes (`action`). Online its tap is never held: the browser sends the
 * form. Offline it is held as before: the app, started from the phone's copy, queues the change,
 * where a post would meet the browser's "no connection" page.
 */
export function sendsToServer(target: Element, online = globalThis.navigator?.onLine !== false): boolean {
  const { type, form } = target as Partial<HTMLButtonElement>;
  return online && type === 'submit' && !!form && (form.method === 'post' || form.hasAttribute('action'));
}

/** Where the held taps wait for boot.ts: `taps` in the order made, `stop` ends the holding. */
export const EARLY_TAP_KEY = '__aulaEarlyTap';

export interface EarlyTaps {
  taps: Element[];
  stop: () => void;
}

/**
 * Holds (the default prevented) every click on a button or list field until boot.ts calls `stop`,
 * except a form's send button that posts to the server (`sendsToServer`, written out here). Plain
 * script, run as the head is read: no module, no import.
 */
export const EARLY_TAP_SCRIPT = `(()=>{const taps=[];const hold=(e)=>{const b=e.target instanceof Element&&e.target.closest('${HELD_TAP_TARGETS}');if(b&&!(navigator.onLine&&b.type==="submit"&&b.form&&(b.form.method==="post"||b.form.hasAttribute("action")))){e.preventDefault();taps.push(b)}};addEventListener("click",hold,true);window.${EARLY_TAP_KEY}={taps,stop:()=>removeEventListener("click",hold,true)}})()`;
