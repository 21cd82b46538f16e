import { DEMO_PASSWORD, DEMO_USERS } from '@aula/demo-content/demo-users';
import { describe, expect, it } from 'vitest';
import { freshPhone, lastCode } from './helpers/account';
import { tokenFor, useTestApp } from './helpers/app';

const ctx = useTestApp();

const [maria, jose] = DEMO_USERS;
const withToken = (token: string) => ({ authorization: `Bearer ${token}` });

describe('POST /api/check_password/', () => {
  it('says a demo learner has a password', async () => {
    const token = await tokenFor(ctx.app, maria);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/check_password/', headers: withToken(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ has_password: true, has_pin: true });
  });

  it('says a PIN-only learner (simple registration) has none', async () => {
    const phone = freshPhone();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/mx/simple_register/',
      payload: { first_name: 'Pin', phone_number: phone, login_pin: '5728', ally_code: 'impulsa', accepts_terms: true },
    });
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/wa_validation/',
      payload: { phone_number: phone, verification_code: await lastCode(ctx, phone) },
    });
    const { token } = verified.json().session;
    const response = await ctx.app.inject({ method: 'POST', url: '/api/check_password/', headers: withToken(token) });
    expect(response.json()).toEqual({ has_password: false, has_pin: true });
  });

  it('answers 401 without a token and with an unknown one', async () => {
    for (const headers of [{}, withToken('x'.repeat(43))]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/check_password/', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('unauthorized');
    }
  });
});

describe('PUT /api/update_password/', () => {
  it('stores a new hash: the new password signs in, the old one no longer does', async () => {
    const token = await tokenFor(ctx.app, jose);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/update_password/',
      headers: withToken(token),
      payload: { password: 'otra-clave-segura', current_password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'updated' });
    const login = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/mx/login/', payload: { email: jose.email, password } });
    expect((await login('otra-clave-segura')).statusCode).toBe(200);
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(400);
  });

  it('ends every other session of the learner, keeping the one that made the change', async () => {
    const login = async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/co/login/',
        payload: { phone_number: jose.phone, password: 'otra-clave-segura' },
      });
      return response.json().token as string;
    };
    const [phone, laptop] = [await login(), await login()];
    const change = await ctx.app.inject({
      method: 'PUT',
      url: '/api/update_password/',
      headers: withToken(laptop),
      payload: { password: 'tercera-clave-segura', current_password: 'otra-clave-segura' },
    });
    expect(change.statusCode).toBe(200);
    const favorites = (token: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/favorites/', headers: withToken(token) });
    expect((await favorites(phone)).statusCode).toBe(401);
    expect((await favorites(laptop)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/update_password/',
      payload: { password: 'x'.repeat(9) },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a 7-character password with 400 naming password', async () => {
    const token = await tokenFor(ctx.app, maria);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/update_password/',
      headers: withToken(token),
      payload: { password: '1234567' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'password', reason: expect.any(String) }]);
  });
});

describe('GET /api/verify-phone-number', () => {
  const lookup = (phone: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/verify-phone-number?phone_number=${phone}` });

  it('says whether an active account has the number (given without plus) and which secrets it has', async () => {
    expect((await lookup(maria.phone.slice(1))).json()).toEqual({ exists: true, has_password: true, has_pin: true });
    expect((await lookup('525559998888')).json()).toEqual({ exists: false, has_password: false, has_pin: false });
  });

  it('tells sign-in that a quick registration (PIN only) has no password to ask for', async () => {
    const phone = freshPhone();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/mx/simple_register/',
      payload: { first_name: 'Pin', phone_number: phone, login_pin: '5728', ally_code: 'impulsa', accepts_terms: true },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/wa_validation/',
      payload: { phone_number: phone, verification_code: await lastCode(ctx, phone) },
    });
    expect((await lookup(phone.slice(1))).json()).toEqual({ exists: true, has_password: false, has_pin: true });
  });

  it('does not count a pending registration as an account', async () => {
    const phone = freshPhone();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/mx/simple_register/',
      payload: {
        first_name: 'Pend',
        phone_number: phone,
        login_pin: '5728',
        ally_code: 'impulsa',
        accepts_terms: true,
      },
    });
    expect((await lookup(phone.slice(1))).json()).toEqual({ exists: false, has_password: false, has_pin: false });
  });

  it.each([
    ['a leading plus', '%2B525550000001'],
    ['letters', 'abcdefghij'],
    ['nothing', ''],
  ])('refuses a number with %s with 400 naming phone_number', async (_case, value) => {
    const response = await lookup(value);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'phone_number', reason: expect.any(String) }]);
  });

  it('is limited per client address: 429 rate_limited after 20 lookups a minute', async () => {
    let last = await lookup('525559998888');
    for (let i = 0; i < 25 && last.statusCode === 200; i += 1) last = await lookup('525559998888');
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({
      error: 'rate_limited',
      message: expect.any(String),
      retry_after: expect.any(Number),
    });
  });
});

describe('PUT /api/update_password/ re-authentication', () => {
  // Its own app: the back-off it provokes must not slow the other tests' sign-ins.
  const own = useTestApp();

  it('asks for the current password: a stolen session alone cannot take the account', async () => {
    const token = await tokenFor(own.app, maria);
    const change = (payload: object) =>
      own.app.inject({ method: 'PUT', url: '/api/update_password/', headers: withToken(token), payload });
    // Attack tried: a token holder changes the password without it, then with a guess.
    const without = await change({ password: 'tomada-por-otro' });
    expect(without.statusCode).toBe(400);
    expect(without.json().fields).toEqual([{ field: 'current_password', reason: 'is required' }]);
    const guessed = await change({ password: 'tomada-por-otro', current_password: 'adivinanza' });
    expect(guessed.json().fields).toEqual([{ field: 'current_password', reason: 'is not your current password' }]);
    // Guessing it backs off like sign-in does.
    for (let i = 0; i < 5; i += 1) await change({ password: 'tomada-por-otro', current_password: `intento-${i}` });
    expect((await change({ password: 'tomada-por-otro', current_password: 'otra' })).statusCode).toBe(429);
  });
});
