import { DEMO_PASSWORD, DEMO_USERS } from '@aula/demo-content/demo-users';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app';

// Each test gets its own app (and so its own in-memory counters) and a clock it moves by hand.
let ctx: TestContext | undefined;
afterEach(() => ctx?.close());

const owner = DEMO_USERS[0];
let clock = new Date('2026-11-23T10:00:00Z');
const tick = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

async function start() {
  clock = new Date('2026-11-23T10:00:00Z');
  ctx = await createTestApp({}, { now: () => clock });
  return ctx.app;
}

type App = Awaited<ReturnType<typeof start>>;
const signIn = (app: App, payload: object, from = '203.0.113.7', cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/mx/login/',
    payload,
    remoteAddress: from,
    // A browser's request: the anti-forgery pair travels with the cookie.
    headers: cookie ? { cookie: `csrftoken=prueba; ${cookie}`, 'x-csrftoken': 'prueba' } : {},
  });
const wrongByEmail = { email: owner.email, password: 'adivinanza' };
const rightByEmail = { email: owner.email, password: DEMO_PASSWORD };

describe('failed sign-ins back off exponentially instead of locking', () => {
  it('doubles the wait after the 5 free attempts: 2 s, 4 s, 8 s, and a 429 carries Retry-After', async () => {
    const app = await start();
    for (let i = 0; i < 5; i += 1) expect((await signIn(app, wrongByEmail)).statusCode).toBe(400);
    const waits: number[] = [];
    for (const expected of [2, 4, 8]) {
      const refused = await signIn(app, wrongByEmail);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(expected));
      waits.push(refused.json().retry_after);
      tick(expected);
      if (expected < 8) expect((await signIn(app, wrongByEmail)).statusCode).toBe(400);
    }
    expect(waits).toEqual([2, 4, 8]);
    // Once the wait is served, the right password gets in (no 15-minute lock).
    expect((await signIn(app, rightByEmail)).statusCode).toBe(200);
  });

  it('counts the email and the phone of one account together', async () => {
    const app = await start();
    const wrongByPhone = { phone_number: owner.phone, password: 'adivinanza' };
    for (let i = 0; i < 3; i += 1) expect((await signIn(app, wrongByEmail)).statusCode).toBe(400);
    for (let i = 0; i < 2; i += 1) expect((await signIn(app, wrongByPhone)).statusCode).toBe(400);
    expect((await signIn(app, wrongByPhone)).statusCode).toBe(429);
    expect((await signIn(app, wrongByEmail)).statusCode).toBe(429);
  });

  it('lets the owner in from a device they used before while an attacker hammers the account elsewhere', async () => {
    const app = await start();
    const first = await signIn(app, rightByEmail, '198.51.100.20');
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((cookie) => cookie.name === 'aula_device');
    expect(device).toMatchObject({ httpOnly: true, path: '/api/' });
    // Attack tried: 20 wrong passwords from another address.
    for (let i = 0; i < 20; i += 1) await signIn(app, wrongByEmail, '192.0.2.66');
    expect((await signIn(app, rightByEmail, '192.0.2.66')).statusCode).toBe(429);
    const owners = await signIn(app, rightByEmail, '198.51.100.20', `aula_device=${device?.value}`);
    expect(owners.statusCode).toBe(200);
  });

  it('treats a forged or another account’s device cookie as no device', async () => {
    const app = await start();
    const other = await signIn(app, { email: DEMO_USERS[1].email, password: DEMO_PASSWORD });
    const otherDevice = other.cookies.find((cookie) => cookie.name === 'aula_device')?.value ?? '';
    for (let i = 0; i < 6; i += 1) await signIn(app, wrongByEmail, '192.0.2.66');
    // Bad input tried: the other learner's cookie, and one with its signature altered.
    const forged = `${otherDevice.slice(0, -3)}xyz`;
    expect((await signIn(app, rightByEmail, '192.0.2.66', `aula_device=${otherDevice}`)).statusCode).toBe(429);
    expect((await signIn(app, rightByEmail, '192.0.2.66', `aula_device=${forged}`)).statusCode).toBe(429);
  });

  it('slows one address spraying one password across many accounts, not other addresses', async () => {
    const app = await start();
    for (let i = 0; i < 20; i += 1) {
      const response = await signIn(app, { email: `persona${i}@example.com`, password: 'Verano2026' }, '192.0.2.99');
      expect(response.statusCode).toBe(400);
    }
    const slowed = await signIn(app, { email: 'persona21@example.com', password: 'Verano2026' }, '192.0.2.99');
    expect(slowed.statusCode).toBe(429);
    expect((await signIn(app, rightByEmail, '198.51.100.20')).statusCode).toBe(200);
  });

  it('applies the same back-off to PIN tries', async () => {
    const app = await start();
    const wrongPin = { phone_number: owner.phone, login_pin: '0000', password: 'x' };
    for (let i = 0; i < 5; i += 1) expect((await signIn(app, wrongPin)).statusCode).toBe(400);
    expect((await signIn(app, wrongPin)).statusCode).toBe(429);
  });
});
