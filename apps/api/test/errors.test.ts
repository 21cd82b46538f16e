import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { testConfig } from './helpers/app';
import { openTestDatabase } from './helpers/database';

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await openTestDatabase({ seed: false });
  app = await buildApp({ config: testConfig(), db: database.db });
  // Routes that fail the way real bugs do, added only to this test's app.
  app.get('/api/test/throws/', async () => {
    throw new Error('secret internal detail');
  });
  app.get('/api/test/bad-response/', { schema: { response: { 200: z.object({ n: z.number() }) } } }, async () => {
    return { n: 'not a number' } as unknown as { n: number };
  });
  await app.ready();
}, 30_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('unexpected errors', () => {
  it('answer 500 internal without leaking the cause, tagged with the request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/throws/' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'internal', message: 'Unexpected error' });
    expect(response.body).not.toContain('secret');
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('include a response that breaks its own contract', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/bad-response/' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'internal', message: 'Unexpected error' });
  });
});
