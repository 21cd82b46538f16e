// The opt-out page's address and form, read by the screen and by the action that answers its
// button when it is posted before the app runs.

/** The link's signed token, in the page's address as the message wrote it (`?t=`). */
export const TOKEN_PARAM = 't';

/** Added by the server once it opted out (303 to the same page): the page says it is done. */
export const DONE_PARAM = 'hecho';

/** The one form of the page, as it names itself when posted. */
export const OPT_OUT_FORM = 'baja';

/** Shorter or longer than any signed token: no call can make it work. */
export const looksLikeToken = (token: string) => token.length >= 20 && token.length <= 400;
