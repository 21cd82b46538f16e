import { MISSING_PASSWORD_PLACEHOLDER } from '@aula/contracts/auth';
import { DEMO_PASSWORD, DEMO_USERS } from '@aula/demo-content/demo-users';
import { describe, expect, it } from 'vitest';
import { freshPhone, lastCode, outboxFor } from './helpers/account';
import { tokenFor, useTestApp } from './helpers/app';

const ctx = useTestApp();

const post = (url: string, payload: object, token?: string, method: 'POST' | 'PUT' | 'PATCH' = 'POST') =>
  ctx.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
const fieldsOf = (response: { json(): { fields?: unknown } }) => response.json().fields;

/** A verified PIN-only account (simple registration) and the session its verification opened. */
async function pinOnlyLearner(pin = '4827') {
  const phone = freshPhone();
  const registered = await post('/api/mx/simple_register/', {
    first_name: 'Pina',
    phone_number: phone,
    login_pin: pin,
    ally_code: 'impulsa',
    accepts_terms: true,
  });
  expect(registered.statusCode).toBe(202);
  const verified = await post('/api/wa_validation/', {
    phone_number: phone,
    verification_code: await lastCode(ctx, phone),
  });
  return { phone, pin, token: verified.json().session.token as string };
}

describe('guessable PINs are refused wherever a PIN is chosen', () => {
  // Bad input tried: repeated digits, runs up and down, a repeated pair, and common 4- and 6-digit PINs.
  it.each(['0000', '1111', '1234', '4321', '0123', '1212', '2580', '123123', '654321'])(
    'simple_register refuses %s with 400 naming login_pin',
    async (pin) => {
      const response = await post('/api/mx/simple_register/', {
        first_name: 'Pina',
        phone_number: freshPhone(),
        login_pin: pin,
        ally_code: 'impulsa',
        accepts_terms: true,
      });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual([{ field: 'login_pin', reason: 'is too easy to guess' }]);
    },
  );

  it('confirm_login_pin refuses a common PIN (2580, a keypad column) too', async () => {
    const response = await post('/api/mx/confirm_login_pin/', {
      phone_number: DEMO_USERS[1].phone,
      verification_code: '123456',
      login_pin: '2580',
    });
    expect(fieldsOf(response)).toEqual([{ field: 'login_pin', reason: 'is too easy to guess' }]);
  });
});

describe('common passwords and the account’s own words are refused (NIST SP 800-63B)', () => {
  const full = (password: string, phone = freshPhone()) => ({
    first_name: 'Valentina',
    last_name: 'Ochoa',
    email: `vale.ochoa${phone.slice(-4)}@example.com`,
    phone_number: phone,
    password,
    ally_code: 'impulsa',
    accepts_terms: true,
  });

  // Bad input tried: the top breached passwords, one with a predictable tail, and own name/email/phone.
  it.each(['password', '12345678', 'Password2026!', 'iloveyou'])(
    'registration refuses %s as too common',
    async (password) => {
      const response = await post('/api/mx/register/', full(password));
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual([{ field: 'password', reason: 'is too common' }]);
    },
  );

  it('registration refuses a password made of the learner’s name, email or phone', async () => {
    const phone = freshPhone();
    for (const password of ['ochoa-rio-2026', `vale.ochoa${phone.slice(-4)}x`, `mi-numero-${phone.slice(-7)}`]) {
      const response = await post('/api/mx/register/', full(password, phone));
      expect(fieldsOf(response)).toEqual([{ field: 'password', reason: 'contains your name, email or phone number' }]);
    }
    expect((await post('/api/mx/register/', full('rio-verde-tarde', phone))).statusCode).toBe(202);
  });

  it('a reset link refuses a common password and stays usable', async () => {
    const { email } = DEMO_USERS[0];
    await post('/api/send-reset-password/', { email, url_base: 'http://localhost:3000' });
    const [mail] = await outboxFor(ctx, email);
    const url = new URL(/(http\S+restablecer\S+)/.exec(mail?.body ?? '')?.[1] ?? 'http://x');
    const link = { uidb64: url.searchParams.get('uidb64') ?? '', token: url.searchParams.get('token') ?? '' };
    const common = await post('/api/set-new-password/', { ...link, password: '12345678' }, undefined, 'PATCH');
    expect(common.statusCode).toBe(400);
    expect(fieldsOf(common)).toEqual([{ field: 'password', reason: 'is too common' }]);
    const fine = await post('/api/set-new-password/', { ...link, password: 'nopal-azul-marea' }, undefined, 'PATCH');
    expect(fine.statusCode).toBe(200);
  });

  it('a password change refuses "password" with 400 naming password', async () => {
    const token = await tokenFor(ctx.app, DEMO_USERS[1]);
    const response = await post(
      '/api/update_password/',
      { password: 'password', current_password: DEMO_PASSWORD },
      token,
      'PUT',
    );
    expect(fieldsOf(response)).toEqual([{ field: 'password', reason: 'is too common' }]);
  });
});

describe('a PIN-only account sets a password only with its current PIN', () => {
  it('refuses the change without the PIN and with a wrong one; the right PIN lets it through', async () => {
    const learner = await pinOnlyLearner();
    const change = (payload: object) => post('/api/update_password/', payload, learner.token, 'PUT');
    // Attack tried: a stolen session of a PIN-only learner sets a password to take the account.
    const without = await change({ password: 'tomada-por-otro' });
    expect(without.statusCode).toBe(400);
    expect(fieldsOf(without)).toEqual([{ field: 'current_pin', reason: 'is required' }]);
    const wrong = await change({ password: 'tomada-por-otro', current_pin: '9513' });
    expect(fieldsOf(wrong)).toEqual([{ field: 'current_pin', reason: 'is not your current PIN' }]);
    const login = (password: string) => post('/api/mx/login/', { phone_number: learner.phone, password });
    expect((await login('tomada-por-otro')).statusCode).toBe(400);

    const right = await change({ password: 'mi-propia-clave', current_pin: learner.pin });
    expect(right.statusCode).toBe(200);
    expect((await login('mi-propia-clave')).statusCode).toBe(200);
  });

  it('counts wrong PINs on the sign-in back-off: after the free tries, 429', async () => {
    const learner = await pinOnlyLearner('5820');
    const change = (current_pin: string) =>
      post('/api/update_password/', { password: 'tomada-por-otro', current_pin }, learner.token, 'PUT');
    for (let i = 0; i < 5; i += 1) expect((await change(`90${i}7`)).statusCode).toBe(400);
    const refused = await change('5820');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    // The same counter as sign-in: the PIN does not open a session now either.
    const pinLogin = await post('/api/mx/login/', {
      phone_number: learner.phone,
      login_pin: '5820',
      password: MISSING_PASSWORD_PLACEHOLDER,
    });
    expect(pinLogin.statusCode).toBe(429);
  });
});

describe('the email, which signs in and receives reset links, changes only with the current secret', () => {
  it('refuses a new email without the password and with a wrong one; keeps the other fields editable without it', async () => {
    const token = await tokenFor(ctx.app, DEMO_USERS[1]);
    const patch = (payload: object) => post('/api/personal_data/', payload, token, 'PATCH');
    // Attack tried: a stolen session moves the email to the attacker's, to ask for a reset link there.
    const without = await patch({ email: 'atacante@example.com' });
    expect(without.statusCode).toBe(400);
    expect(fieldsOf(without)).toEqual([{ field: 'current_password', reason: 'is required' }]);
    const wrong = await patch({ email: 'atacante@example.com', current_password: 'adivinanza' });
    expect(fieldsOf(wrong)).toEqual([{ field: 'current_password', reason: 'is not your current password' }]);
    expect((await patch({ first_name: 'José Luis' })).statusCode).toBe(200);
    const right = await patch({ email: 'jose.nuevo@example.com', current_password: DEMO_PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ email: 'jose.nuevo@example.com' });
  });

  it('asks a PIN-only account for its PIN to add an email', async () => {
    const learner = await pinOnlyLearner('6081');
    const patch = (payload: object) => post('/api/personal_data/', payload, learner.token, 'PATCH');
    expect(fieldsOf(await patch({ email: 'pina@example.com' }))).toEqual([
      { field: 'current_pin', reason: 'is required' },
    ]);
    expect((await patch({ email: 'pina@example.com', current_pin: '6081' })).statusCode).toBe(200);
  });
});
