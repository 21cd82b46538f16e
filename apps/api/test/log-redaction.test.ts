import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { testConfig } from './helpers/app';
import { openTestDatabase } from './helpers/database';

// What an attacker or a learner's request carries that must never reach a log line.
const PHONE = '+525512345678';
const EMAIL = 'ana.secreta@example.com';
const PASSWORD = 'Contrasena-Secreta-99';
const TOKEN = 'sesion0123456789abcdefSECRETtoken';
const RESET = 'reset-link-token-SECRET-42';

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
const lines: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase({ seed: false });
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info', LOG_REQUESTS: 'true' }),
    db: database.db,
    logStream: { write: (line) => void lines.push(line) },
  });
  // A query that fails the way a real bug does: PostgreSQL quotes the bad value in its message and
  // Drizzle puts every parameter in its own.
  app.route({
    method: ['GET', 'POST'],
    url: '/api/test/db-fails/',
    handler: async (request) => {
      const input = (request.body ?? request.query) as { phone: string; email: string };
      await database.db.execute(sql`select ${input.phone}::int, ${input.email}::int`);
      return {};
    },
  });
  await app.ready();
}, 30_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the log', () => {
  it('holds no phone, email, password or token when a request carrying them hits a database error', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/test/db-fails/?token=${RESET}&email=${encodeURIComponent(EMAIL)}`,
      headers: {
        authorization: `Bearer ${TOKEN}`,
        'content-type': 'application/json',
      },
      payload: { phone: PHONE, email: EMAIL, password: PASSWORD, token: TOKEN },
    });
    expect(response.statusCode).toBe(500);
    // A reading with the session cookie and the personal data in the query fails the same way.
    const read = await app.inject({
      method: 'GET',
      url: `/api/test/db-fails/?${new URLSearchParams({ phone: PHONE, email: EMAIL, token: RESET })}`,
      headers: { cookie: `token.impulsa=${TOKEN}; csrftoken=${TOKEN}` },
    });
    expect(read.statusCode).toBe(500);
    const log = lines.join('');
    for (const secret of [PHONE, '5512345678', EMAIL, PASSWORD, TOKEN, RESET]) expect(log).not.toContain(secret);
    // The failure is still there to be found: the request id, the SQL text and the database's code.
    expect(log).toContain(response.headers['x-request-id']);
    expect(log).toContain('unexpected error');
    expect(log).toMatch(/Failed query: select \$1::int, \$2::int/);
    expect(log).toMatch(/"code":"22003"/);
  });
});
