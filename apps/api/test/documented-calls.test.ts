import { documentedCalls } from '@aula/contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../src/db/seed/demo-users';
import { createTestApp, type TestContext, tokenFor } from './helpers/app';
import { bearer, staffToken } from './helpers/content';

// Every call of spec section 7 must reach a route: any answer but 404/405 proves it exists
// (a 400 for the empty placeholder body is fine). Covers the account calls too.
let ctx: TestContext;
let learner: string;
let staff: string;
beforeAll(async () => {
  ctx = await createTestApp();
  learner = await tokenFor(ctx.app, DEMO_USERS[0]);
  staff = await staffToken(ctx.app);
}, 30_000);
afterAll(() => ctx.close());

const fill = (path: string) =>
  path
    .replace(/\{c\}|\{country\}/g, 'mx')
    .replace('{id}', '1')
    .replace('{code}', 'impulsa')
    .replace('{slug}', 'cinco-errores-al-poner-precios');

describe('documentedCalls', () => {
  it.each(documentedCalls.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s has a route',
    async (_name, call) => {
      const response = await ctx.app.inject({
        method: call.method,
        url: fill(call.path),
        headers: call.access === 'public' ? {} : bearer(call.access === 'staff' ? staff : learner),
        ...(call.method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode, response.body).not.toBe(404);
      expect(response.statusCode).not.toBe(405);
      expect(response.statusCode).toBeLessThan(500);
    },
  );
});
