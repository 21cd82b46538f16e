import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig, useTestApp } from './helpers/app';
import { openTestDatabase } from './helpers/database';

describe('GET /healthz', () => {
  const ctx = useTestApp();

  it('reports ok after querying the database', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('tags every response with a request id, keeping a well-formed incoming one', async () => {
    const fresh = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-123' } });
    expect(kept.headers['x-request-id']).toBe('lb-123');
    const replaced = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'a b\nc' } });
    expect(replaced.headers['x-request-id']).not.toBe('a b\nc');
  });
});

describe('GET /livez and /readyz', () => {
  const ctx = useTestApp();

  it('/livez answers without asking anything; /readyz after querying the database, with Redis state', async () => {
    const live = await ctx.app.inject({ method: 'GET', url: '/livez' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([
      200,
      { status: 'ok', database: 'ok', redis: 'not configured (process memory)' },
    ]);
  });
});

describe('GET /healthz without a database', () => {
  it('answers 503 when the database cannot be queried', async () => {
    const broken = await openTestDatabase({ seed: false });
    await broken.close();
    const app = await buildApp({ config: testConfig(), db: broken.db });
    try {
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: 'unavailable', message: 'Database unavailable' });
      // Alive all the same: a supervisor must not restart a process for its database's outage.
      expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });
});
