/** Names shared by the API and the client so both sides of a rule read the same string. */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
/** The ally whose site made the request: a token is only good under its own ally. */
export const ALLY_HEADER = 'x-aula-ally';
