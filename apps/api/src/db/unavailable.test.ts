import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { databaseOutageOf, isConnectionLost, isDatabaseUnavailable } from './unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);
const closedDatabase = Object.assign(withCode('database "aula_x" is not currently accepting connections', '55000'), {
  routine: 'CheckMyDatabase',
});

describe('isDatabaseUnavailable', () => {
  it.each([
    ['nothing listens', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['both addresses of localhost refuse', new AggregateError([withCode('refused', 'ECONNREFUSED')], 'all failed')],
    ['pg_terminate_backend', withCode('terminating connection due to administrator command', '57P01')],
    ['a connection exception (class 08)', withCode('connection failure', '08006')],
    ['statement_timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['a cut connection', new Error('Connection terminated unexpectedly')],
    ['the pool checkout timeout', new Error('timeout exceeded when trying to connect')],
    ['a frozen connection', new Error('Query read timeout')],
    ["the embedded database's thread", new Error("the embedded database's thread stopped (exit 1)")],
  ])('is true for %s, however deeply drizzle wraps it', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['ALLOW_CONNECTIONS false', closedDatabase, 'database_refuses_connections'],
    ['a missing database', withCode('database "aula_x" does not exist', '3D000'), 'database_missing'],
    [
      'a wrong password',
      withCode('password authentication failed for user "aula"', '28P01'),
      'database_refuses_credentials',
    ],
    ['an unknown role', withCode('role "nobody" does not exist', '28000'), 'database_refuses_credentials'],
    ['nothing listens', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), 'database_unreachable'],
    ['statement_timeout', withCode('canceling statement due to statement timeout', '57014'), 'database_timeout'],
    ['pg_terminate_backend', withCode('terminating connection', '57P01'), 'database_connection_lost'],
  ])('names %s as its outage (503, and /readyz says which)', (_what, error, outage) => {
    expect(databaseOutageOf(wrapped(error))).toBe(outage);
  });

  it("keeps a 55000 that is a query's own (currval before nextval) a 500", () => {
    const currval = Object.assign(withCode('currval of sequence "s" is not yet defined in this session', '55000'), {
      routine: 'currval_oid',
    });
    expect(isDatabaseUnavailable(wrapped(currval))).toBe(false);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error at all', 'ECONNREFUSED'],
  ])('is false for %s (a 500 stays a 500)', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(typeof error === 'string' ? error : wrapped(error))).toBe(false);
  });
});

describe('isConnectionLost (a read may be retried at once)', () => {
  it('is true for a cut connection, false for a timeout (a retry would double the wait)', () => {
    expect(isConnectionLost(withCode('terminating connection', '57P01'))).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(new Error('Query read timeout'))).toBe(false);
    expect(isConnectionLost(withCode('canceling statement due to statement timeout', '57014'))).toBe(false);
    expect(isConnectionLost(new Error('timeout exceeded when trying to connect'))).toBe(false);
    // A database that refuses us refuses the retry too.
    expect(isConnectionLost(closedDatabase)).toBe(false);
    expect(isConnectionLost(withCode('password authentication failed', '28P01'))).toBe(false);
  });
});
