import { Redis } from 'ioredis';

/** A Redis command not answered within this fails, and the caller falls back to this process. */
export const REDIS_COMMAND_TIMEOUT_MS = 100;

/** How long a starting process waits for Redis before it starts without it. */
export const REDIS_FIRST_CONNECT_MS = 1000;

const reconnectDelay = (attempt: number) => Math.min(attempt * 100, 500);

/**
 * A Redis connection for commands on a request's path: no command waits in an offline queue (one
 * sent while Redis is away fails at once), and it reconnects every half second at most, so the API
 * is back on Redis within a second of its return. Each call goes through `answered` for its timeout.
 */
export function redisClient(url: string): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: reconnectDelay,
  });
  // Each caller reports its own failures (once per outage); the client's own events would repeat them.
  client.on('error', () => {});
  return client;
}

/**
 * For a client that only subscribes: its owner subscribes on each connection ('ready'). Not
 * ioredis's own renewal (`autoResubscribe`): it sends the subscription with no one to hear it
 * fail, and a connection closed before the answer ("Connection is closed.") was an unhandled
 * rejection that failed a test run.
 */
export function redisSubscriber(url: string): Redis {
  const client = new Redis(url, { retryStrategy: reconnectDelay, autoResubscribe: false });
  client.on('error', () => {});
  return client;
}

export class RedisTimeoutError extends Error {
  override name = 'RedisTimeoutError';
}

/**
 * A call's answer, or a RedisTimeoutError after REDIS_COMMAND_TIMEOUT_MS: no request waits longer
 * on a Redis that stopped answering. Not ioredis's `commandTimeout`: a busy event loop fires a timer
 * late, after the answer has arrived but before it is read, and a burst of requests would then
 * fall back to the process for no reason. Here the timer gives the socket's pending answer one
 * turn to be read first. A real timeout drops the connection, so the waiting commands fail at
 * once and a fresh one is made.
 */
export function answered<T>(client: Redis, call: Promise<T>, ms = REDIS_COMMAND_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(
      () =>
        setImmediate(() => {
          if (settled) return;
          settled = true;
          if (client.status === 'ready') client.disconnect(true);
          reject(new RedisTimeoutError(`Redis did not answer within ${ms} ms`));
        }),
      ms,
    );
    call.then(
      (value) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Waits for the first connection, at most `ms`: a start should see Redis if it is there, not wait for it. */
export async function readyWithin(client: Redis, ms: number): Promise<boolean> {
  if (client.status === 'ready') return true;
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      client.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), ms);
    client.once('ready', onReady);
  });
}
