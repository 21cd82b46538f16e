import pg from 'pg';
import { isConnectionLost } from './unavailable';

/** In milliseconds; 0 is no limit. */
export interface PoolTimeouts {
  /** Opening one connection. */
  connectMs: number;
  /** One statement, ended by the server; the client gives up half a second later (a frozen connection). */
  statementMs: number;
  /** Waiting for a connection of the pool when all are busy (plus connecting a new one). */
  checkoutMs: number;
}

// The server cancels a long statement first (a clean error, the connection stays usable); the
// client's own timer is for a connection that stopped answering at all.
const CLIENT_MARGIN_MS = 500;

/** Reads are retried once on a fresh connection; a write might have been applied, so it is not. */
const READ = /^\s*select\b/i;

/**
 * A pg pool that outlives its database's outages:
 * - every client has an 'error' listener for its whole life, checked out or idle, so a connection
 *   ended under a transaction (pg_terminate_backend, a restart) fails that request instead of
 *   crashing the process with an unhandled 'error' event;
 * - a client whose query timed out ends its connection, so the pool never lends a frozen one again;
 * - connect, statement and checkout timeouts turn a database that stops answering into errors
 *   within seconds (mapped to 503 by plugins/errors.ts);
 * - a read that lost its connection is retried once.
 */
export function resilientPool(
  connectionString: string,
  max: number,
  timeouts: PoolTimeouts,
  onError: (error: Error) => void,
  /** Settings for every connection's session, as `-c name=value` (e.g. the console insight pool's). */
  sessionOptions?: string,
): pg.Pool {
  class ResilientClient extends pg.Client {
    constructor(config: pg.ClientConfig = {}) {
      super({
        ...config,
        ...(sessionOptions ? { options: sessionOptions } : {}),
        connectionTimeoutMillis: timeouts.connectMs,
        // 0: none (the offline tools).
        statement_timeout: timeouts.statementMs || undefined,
        query_timeout: timeouts.statementMs ? timeouts.statementMs + CLIENT_MARGIN_MS : undefined,
      });
      this.on('error', onError);
    }

    // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this only watches the promise form.
    override query(...args: any[]): any {
      const result = (super.query as (...a: unknown[]) => unknown)(...args);
      if (result instanceof Promise) {
        result.catch((error: Error) => {
          // A read timeout leaves the socket open on a database that may never answer: end it.
          if (/query read timeout/i.test(error.message)) this.connection.stream.destroy();
        });
      }
      return result;
    }
  }

  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: timeouts.checkoutMs,
    Client: ResilientClient,
  });
  // An idle client losing its connection: the pool has already dropped it.
  pool.on('error', onError);
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = (async (...args: unknown[]) => {
    if (typeof args.at(-1) === 'function') return query(...args);
    try {
      return await query(...args);
    } catch (error) {
      if (!isConnectionLost(error) || !READ.test(textOf(args[0]))) throw error;
      return query(...args);
    }
  }) as typeof pool.query;
  return pool;
}

const textOf = (config: unknown): string =>
  typeof config === 'string' ? config : String((config as { text?: unknown } | undefined)?.text ?? '');
