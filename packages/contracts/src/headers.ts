/** Names shared by the API and the client so both sides of a rule read the same string. */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
/** The ally whose site made the request: a token is only good under its own ally. */
export const ALLY_HEADER = 'x-aula-ally';
/**
 * A write's own id (a UUID made when it is first tried): the API answers a repeat of it with the
 * first answer instead of doing it again, so an offline queue or a retry can resend safely.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer that repeats the first answer to the same Idempotency-Key. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';
/** A browser on a metered line (or its user) asks for lighter pages with `Save-Data: on`. */
export const SAVE_DATA_HEADER = 'save-data';
/**
 * Sent with a page request the site's offline worker handles (its navigation preload): that worker
 * controls the page being opened, and the server draws what the browser will draw under it.
 */
export const NAVIGATION_PRELOAD_HEADER = 'service-worker-navigation-preload';
/**
 * The learner's data-saver choice in settings, mirrored from the device's storage into a cookie so
 * the server renders a directly opened page without images too ('on' when chosen).
 */
export const DATA_SAVER_COOKIE = 'data_saver';
