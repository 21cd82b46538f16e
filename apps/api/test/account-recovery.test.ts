import { MISSING_PASSWORD_PLACEHOLDER } from '@aula/contracts/auth';
import { DEMO_PASSWORD, DEMO_PIN, DEMO_USERS } from '@aula/demo-content/demo-users';
import { describe, expect, it } from 'vitest';
import { lastCode, outboxFor, testClock } from './helpers/account';
import { tokenFor, useTestApp } from './helpers/app';

const clock = testClock(new Date());
const ctx = useTestApp({}, { now: clock.now });

const [maria, jose] = DEMO_USERS;
const BASE = 'http://localhost:3000';
const DAY = 86_400;
const inject = (method: 'POST' | 'PUT' | 'PATCH' | 'GET', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload });
const queued = { status: 'queued' };

/** Asks for a reset link by mail and returns its uidb64 and token from the outbox. */
async function resetLinkFor(email: string) {
  const response = await inject('POST', '/api/send-reset-password/', { email, url_base: BASE });
  expect(response.statusCode).toBe(200);
  const [mail] = await outboxFor(ctx, email);
  const link = /(http\S+restablecer\S+)/.exec(mail?.body ?? '')?.[1];
  if (!link) throw new Error('no reset link in the outbox');
  const url = new URL(link);
  return { link, uidb64: url.searchParams.get('uidb64') ?? '', token: url.searchParams.get('token') ?? '' };
}
const checkToken = (uidb64: string, token: string) =>
  inject('GET', `/api/verification-token/?${new URLSearchParams({ uidb64, token })}`);
const invalid = { error: 'invalid_token', message: 'The reset link is invalid or has expired' };

describe('POST /api/send-reset-password/', () => {
  it('mails a link to <url_base>/<country>/<ally>/restablecer with uidb64 and token', async () => {
    const { link, uidb64, token } = await resetLinkFor(jose.email);
    expect(link.startsWith(`${BASE}/mx/crecer/restablecer?`)).toBe(true);
    expect(uidb64).toMatch(/^[\w-]+$/);
    expect(token).toMatch(/^[0-9a-z]+-[\w-]{43}$/);
    expect((await checkToken(uidb64, token)).json()).toEqual({ valid: true });
  });

  it('answers the identical 200 for an unknown email and sends nothing', async () => {
    const response = await inject('POST', '/api/send-reset-password/', { email: 'nadie@example.com', url_base: BASE });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(queued);
    expect(await outboxFor(ctx, 'nadie@example.com')).toEqual([]);
  });

  it.each([
    ['a url_base on a foreign host', 'https://evil.example'],
    ['a url_base with a path', `${BASE}/phish`],
    ['a url_base on another port', 'http://localhost:3001'],
  ])('refuses %s with 400 naming url_base', async (_case, urlBase) => {
    const response = await inject('POST', '/api/send-reset-password/', { email: maria.email, url_base: urlBase });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'url_base', reason: expect.any(String) }]);
  });

  it('refuses a malformed email with 400 naming email', async () => {
    const response = await inject('POST', '/api/send-reset-password/', { email: 'no', url_base: BASE });
    expect(response.json().fields).toEqual([{ field: 'email', reason: expect.any(String) }]);
  });

  it('limits links per address: the 4th within 15 minutes gets 429, known or unknown alike', async () => {
    for (const email of ['limite@example.com', maria.email]) {
      const answers = [];
      for (let i = 0; i < 4; i += 1) {
        answers.push((await inject('POST', '/api/send-reset-password/', { email, url_base: BASE })).statusCode);
      }
      expect(answers).toEqual([200, 200, 200, 429]);
    }
    clock.advance(15 * 60);
  });
});

describe('reset tokens die', () => {
  it('after the password is changed with them (single use in effect)', async () => {
    const { uidb64, token } = await resetLinkFor(maria.email);
    const set = await inject('PATCH', '/api/set-new-password/', { uidb64, token, password: 'nueva-clave-1' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ status: 'updated' });
    expect((await checkToken(uidb64, token)).json()).toEqual(invalid);
    const reuse = await inject('PATCH', '/api/set-new-password/', { uidb64, token, password: 'otra-clave-2' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual(invalid);
    const login = await inject('POST', '/api/mx/login/', { email: maria.email, password: 'nueva-clave-1' });
    expect(login.statusCode).toBe(200);
  });

  it('after the password is changed by PUT /api/update_password/', async () => {
    const { uidb64, token } = await resetLinkFor(jose.email);
    const bearer = await tokenFor(ctx.app, jose);
    // Signing in already killed that link; ask for a fresh one, then change the password.
    const fresh = await resetLinkFor(jose.email);
    expect((await checkToken(uidb64, token)).statusCode).toBe(400);
    expect((await checkToken(fresh.uidb64, fresh.token)).statusCode).toBe(200);
    const update = await ctx.app.inject({
      method: 'PUT',
      url: '/api/update_password/',
      headers: { authorization: `Bearer ${bearer}` },
      payload: { password: 'cambiada-123', current_password: DEMO_PASSWORD },
    });
    expect(update.json()).toEqual({ status: 'updated' });
    expect((await checkToken(fresh.uidb64, fresh.token)).json()).toEqual(invalid);
    clock.advance(15 * 60);
  });

  it('after a later sign-in', async () => {
    const phoneLogin = { phone_number: maria.phone, login_pin: DEMO_PIN, password: MISSING_PASSWORD_PLACEHOLDER };
    const { uidb64, token } = await resetLinkFor(maria.email);
    expect((await checkToken(uidb64, token)).statusCode).toBe(200);
    expect((await inject('POST', '/api/mx/login/', phoneLogin)).statusCode).toBe(200);
    expect((await checkToken(uidb64, token)).json()).toEqual(invalid);
  });

  it('after PASSWORD_RESET_TIMEOUT (3 days by default)', async () => {
    clock.advance(15 * 60);
    const { uidb64, token } = await resetLinkFor(maria.email);
    clock.advance(3 * DAY);
    expect((await checkToken(uidb64, token)).statusCode).toBe(200);
    clock.advance(1);
    expect((await checkToken(uidb64, token)).json()).toEqual(invalid);
    const set = await inject('PATCH', '/api/set-new-password/', { uidb64, token, password: 'tarde-1234' });
    expect(set.json()).toEqual(invalid);
  });

  it.each([
    ['a uidb64 of another user', (t: { uidb64: string; token: string }) => ({ ...t, uidb64: 'OTk5' })],
    [
      'a tampered token',
      (t: { uidb64: string; token: string }) => ({
        ...t,
        token: `${t.token.slice(0, -1)}${t.token.endsWith('A') ? 'B' : 'A'}`,
      }),
    ],
  ])('answers 400 invalid_token for %s', async (_case, change) => {
    clock.advance(15 * 60);
    const link = await resetLinkFor(jose.email);
    const { uidb64, token } = change(link);
    expect((await checkToken(uidb64, token)).json()).toEqual(invalid);
  });

  it('refuses a malformed uidb64 and a short new password with 400 naming the field', async () => {
    const bad = await inject('GET', '/api/verification-token/?uidb64=%24%24&token=x');
    expect(bad.json().fields).toEqual([{ field: 'uidb64', reason: expect.any(String) }]);
    const short = await inject('PATCH', '/api/set-new-password/', { uidb64: 'MQ', token: 'x-y', password: 'corta' });
    expect(short.json().fields).toEqual([{ field: 'password', reason: expect.any(String) }]);
  });
});

describe('POST /api/send-phone-token/', () => {
  it('sends the reset link by WhatsApp, and the same answer for an unknown phone', async () => {
    clock.advance(15 * 60);
    const known = await inject('POST', '/api/send-phone-token/', { phone_number: jose.phone, url_base: BASE });
    const unknown = await inject('POST', '/api/send-phone-token/', { phone_number: '+525559990000', url_base: BASE });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual(unknown.json());
    const [message] = await outboxFor(ctx, jose.phone);
    expect(message?.body).toContain(`${BASE}/mx/crecer/restablecer?uidb64=`);
    expect(await outboxFor(ctx, '+525559990000')).toEqual([]);
  });

  it('refuses a url_base on a foreign host with 400 naming url_base', async () => {
    const response = await inject('POST', '/api/send-phone-token/', {
      phone_number: jose.phone,
      url_base: 'https://evil.example',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'url_base', reason: expect.any(String) }]);
  });
});

describe('PIN reset: PUT /api/mx/reset_login_pin/ then POST /api/mx/confirm_login_pin/', () => {
  const loginWithPin = (login_pin: string) =>
    inject('POST', '/api/mx/login/', { phone_number: jose.phone, login_pin, password: MISSING_PASSWORD_PLACEHOLDER });
  const confirm = (payload: object) => inject('POST', '/api/mx/confirm_login_pin/', payload);

  it('only sends a code: whoever asks for a reset cannot break the learner’s PIN', async () => {
    clock.advance(15 * 60);
    // Attack tried: a stranger asks for a reset of Jose's number.
    const response = await inject('PUT', '/api/mx/reset_login_pin/', { phone_number: jose.phone });
    expect(response.json()).toEqual(queued);
    expect(await lastCode(ctx, jose.phone)).toMatch(/^\d{6}$/);
    expect((await loginWithPin(DEMO_PIN)).statusCode).toBe(200);
  });

  it('changes the PIN once the code is confirmed, ending every session of the account', async () => {
    clock.advance(15 * 60);
    const signedIn = await loginWithPin(DEMO_PIN);
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.json().token;
    await inject('PUT', '/api/mx/reset_login_pin/', { phone_number: jose.phone });
    const code = await lastCode(ctx, jose.phone);
    // Bad input tried: a guessable PIN, then a wrong code.
    const weak = await confirm({ phone_number: jose.phone, verification_code: code, login_pin: '1234' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toEqual([{ field: 'login_pin', reason: 'is too easy to guess' }]);
    const wrong = await confirm({ phone_number: jose.phone, verification_code: '000000', login_pin: '4821' });
    expect(wrong.json()).toMatchObject({ error: 'invalid_code' });
    expect((await loginWithPin(DEMO_PIN)).statusCode).toBe(200);

    const done = await confirm({ phone_number: jose.phone, verification_code: code, login_pin: '4821' });
    expect(done.json()).toEqual({ status: 'updated' });
    expect((await loginWithPin('4821')).statusCode).toBe(200);
    expect((await loginWithPin(DEMO_PIN)).statusCode).toBe(400);
    const favorites = await ctx.app.inject({
      method: 'GET',
      url: '/api/favorites/',
      headers: { authorization: `Bearer ${session}` },
    });
    expect(favorites.statusCode).toBe(401);
  });

  it('answers the identical 200 for an unknown phone and sends nothing; its confirmation fails like a wrong code', async () => {
    const response = await inject('PUT', '/api/mx/reset_login_pin/', { phone_number: '525559990001' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(queued);
    expect(await outboxFor(ctx, '+525559990001')).toEqual([]);
    const confirmation = await confirm({
      phone_number: '525559990001',
      verification_code: '123456',
      login_pin: '4821',
    });
    expect(confirmation.json()).toMatchObject({ error: 'invalid_code' });
  });

  it('refuses a missing phone_number with 400 naming phone_number', async () => {
    const response = await inject('PUT', '/api/mx/reset_login_pin/', {});
    expect(response.json().fields).toEqual([{ field: 'phone_number', reason: expect.any(String) }]);
  });
});

describe('sign-in attempts', () => {
  it('back off after 5 free failures: the next try gets 429 rate_limited with Retry-After', async () => {
    const wrong = { email: 'limite-login@example.com', password: 'mala' };
    for (let i = 0; i < 5; i += 1) expect((await inject('POST', '/api/mx/login/', wrong)).statusCode).toBe(400);
    const refused = await inject('POST', '/api/mx/login/', wrong);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toMatchObject({ error: 'rate_limited', retry_after: 2 });
  });
});
