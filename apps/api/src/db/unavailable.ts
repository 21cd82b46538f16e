/**
 * Whether an error means "the database cannot be reached or did not answer in time", as opposed
 * to a bad query or a constraint: the request gets 503 and a Retry-After instead of a 500, since
 * the same request will work once the database is back. Drizzle wraps the driver's error in
 * `cause`, so the whole chain is read.
 */

// Node's socket errors: nothing listens, the connection was cut, the host is gone.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// PostgreSQL's: 57P01 admin_shutdown (pg_terminate_backend, a restart), 57P02 crash_shutdown,
// 57P03 cannot_connect_now (starting up), 57014 query_canceled (statement_timeout),
// 53300 too_many_connections; class 08 is every connection exception.
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '57014', '53300']);

// pg and pg-pool say these in words only: a cut connection, a connect, checkout or read timeout,
// a client or pool that can no longer be used. The embedded database's outages: PGlite closed, or
// its thread stopped (db/pglite-remote.ts starts it again; the calls in flight fail meanwhile).
const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /query read timeout/i,
  /not queryable/i,
  /cannot use a pool after calling end/i,
  /pglite is closed/i,
  /embedded database's thread stopped/i,
];

export const isDatabaseUnavailable = (error: unknown): boolean => someCause(error, isOutage);

/** A cut connection, which a read may retry at once on a fresh one; a timeout is not retried (it would double the wait). */
export const isConnectionLost = (error: unknown): boolean =>
  someCause(error, (err) => isOutage(err) && !/timeout|57014/i.test(`${codeOf(err)} ${err.message}`));

function isOutage(error: Error): boolean {
  const code = codeOf(error);
  if (code && (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))) return true;
  return MESSAGES.some((pattern) => pattern.test(error.message));
}

const codeOf = (error: Error): string | undefined => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
};

function someCause(error: unknown, test: (error: Error) => boolean): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    if (test(cause) || (cause instanceof AggregateError && cause.errors.some((inner) => someCause(inner, test)))) {
      return true;
    }
    cause = cause.cause;
  }
  return false;
}
