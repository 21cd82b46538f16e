import type { DatabaseOutage } from '@aula/contracts/health';

/**
 * Whether an error means "the database cannot be reached, will not let us in, or did not answer in
 * time", as opposed to a bad query or a constraint: the request gets 503 and a Retry-After instead
 * of a 500, since the same request will work once the database is back (or its operator has fixed
 * it), and /readyz names which outage it is. Drizzle wraps the driver's error in `cause`, so the
 * whole chain is read.
 */

// Node's socket errors. Nothing listens or the host is gone: unreachable; the connection was cut:
// lost; no answer in time: timeout.
const SOCKET_CODES = new Map<string, DatabaseOutage>(
  Object.entries({
    ECONNREFUSED: 'database_unreachable',
    EHOSTUNREACH: 'database_unreachable',
    ENOTFOUND: 'database_unreachable',
    EAI_AGAIN: 'database_unreachable',
    ECONNRESET: 'database_connection_lost',
    EPIPE: 'database_connection_lost',
    ETIMEDOUT: 'database_timeout',
  }) as [string, DatabaseOutage][],
);

// PostgreSQL's: 57P01 admin_shutdown (pg_terminate_backend, a restart), 57P02 crash_shutdown,
// 57P03 cannot_connect_now (starting up), 57014 query_canceled (statement_timeout), 53300
// too_many_connections; 3D000 the database does not exist (dropped, a wrong name in DATABASE_URL);
// 28P01 and 28000 the password or the user is refused. Class 08 is every connection exception.
const SERVER_CODES = new Map<string, DatabaseOutage>(
  Object.entries({
    '57P01': 'database_connection_lost',
    '57P02': 'database_connection_lost',
    '57P03': 'database_refuses_connections',
    '53300': 'database_refuses_connections',
    '57014': 'database_timeout',
    '3D000': 'database_missing',
    '28P01': 'database_refuses_credentials',
    '28000': 'database_refuses_credentials',
  }) as [string, DatabaseOutage][],
);

// 55000 object_not_in_prerequisite_state is also a query's own error (currval before nextval): only
// the server's check of a database that takes no connections (ALTER DATABASE ... ALLOW_CONNECTIONS
// false, routine CheckMyDatabase) is an outage.
const isClosedDatabase = (error: Error) =>
  codeOf(error) === '55000' &&
  ((error as { routine?: unknown }).routine === 'CheckMyDatabase' ||
    /not currently accepting connections/i.test(error.message));

// pg and pg-pool say these in words only: a cut connection, a connect, checkout or read timeout,
// a client or pool that can no longer be used. The embedded database's outages: PGlite closed, or
// its thread stopped (db/pglite-remote.ts starts it again; the calls in flight fail meanwhile).
const MESSAGES: [RegExp, DatabaseOutage][] = [
  [/connection terminated/i, 'database_connection_lost'],
  [/timeout exceeded when trying to connect/i, 'database_timeout'],
  [/query read timeout/i, 'database_timeout'],
  [/not queryable/i, 'database_connection_lost'],
  [/cannot use a pool after calling end/i, 'database_connection_lost'],
  [/pglite is closed/i, 'database_connection_lost'],
  [/embedded database's thread stopped/i, 'database_connection_lost'],
];

/** Which outage an error is, or undefined for any other error (a 500 stays a 500). */
export function databaseOutageOf(error: unknown): DatabaseOutage | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const outage = outageOf(cause);
    if (outage) return outage;
    if (cause instanceof AggregateError) {
      for (const inner of cause.errors) {
        const innerOutage = databaseOutageOf(inner);
        if (innerOutage) return innerOutage;
      }
    }
    cause = cause.cause;
  }
  return undefined;
}

export const isDatabaseUnavailable = (error: unknown): boolean => databaseOutageOf(error) !== undefined;

/**
 * A cut connection (or none), which a read may retry at once on a fresh one. Not a timeout (a retry
 * would double the wait), nor a database that refuses us: it refuses the retry too.
 */
export const isConnectionLost = (error: unknown): boolean => {
  const outage = databaseOutageOf(error);
  return outage === 'database_connection_lost' || outage === 'database_unreachable';
};

function outageOf(error: Error): DatabaseOutage | undefined {
  const code = codeOf(error);
  if (code) {
    const known = SOCKET_CODES.get(code) ?? SERVER_CODES.get(code);
    if (known) return known;
    if (code.startsWith('08')) return 'database_connection_lost';
    if (isClosedDatabase(error)) return 'database_refuses_connections';
  }
  return MESSAGES.find(([pattern]) => pattern.test(error.message))?.[1];
}

const codeOf = (error: Error): string | undefined => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
};
