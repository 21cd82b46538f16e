import { Redis } from 'ioredis';

/** The Redis of the tests that share state between two API instances. */
export const testRedisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const client = new Redis(testRedisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * Whether the Redis tests can run. Like the PostgreSQL run, they are skipped (with a warning
 * naming `what`) when Redis does not answer, except under CI=true, where that is a failure.
 */
export async function redisReachable(what: string): Promise<boolean> {
  const reachable = await redisAnswers();
  const ci = process.env.CI === 'true' || process.env.CI === '1';
  if (!reachable && ci) throw new Error(`Redis at ${testRedisUrl} is not reachable; CI=true requires it`);
  if (!reachable) console.warn(`[api test] SKIPPED ${what}: no Redis at ${testRedisUrl}`);
  return reachable;
}
