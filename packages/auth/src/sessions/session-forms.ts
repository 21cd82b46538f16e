import { describeApiError } from '@aula/api-client/errors';

/** The sessions page's forms, when posted to the server before the app runs (sessions-action.ts). */
export const SESSION_FORMS = { one: 'session', others: 'others' } as const;

/** The hidden field of a row's form: which session it ends. */
export const SESSION_ID_FIELD = 'session_id';

/**
 * Before the app runs, "all the others" first leads to the page asking (`?confirmar=otras`), as the
 * app asks in a dialog; the question's own button posts.
 */
export const ASK_PARAM = 'confirmar';
export const ASK_OTHERS = 'otras';

/** The search parameter of the page after such a post: how many sessions it ended. */
export const ENDED_PARAM = 'cerradas';

/** A session that is gone by the time we ask (404: ended from another tab or device) is ended. */
export const ended = (result: { error?: unknown }) => !result.error || describeApiError(result.error).status === 404;
