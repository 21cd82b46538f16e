import { documentedCalls } from '@aula/contracts/endpoints';
import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenFor, useTestApp } from './helpers/app';
import { bearer, staffToken } from './helpers/content';

// Every call of spec section 7 must reach a route: any answer but 404/405 proves it exists
// (a 400 for the empty placeholder body is fine). Covers the account calls too.
let learner: string;
let staff: string;
const ctx = useTestApp();
beforeAll(async () => {
  learner = await tokenFor(ctx.app, DEMO_USERS[0]);
  staff = await staffToken(ctx.app);
}, 30_000);

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
