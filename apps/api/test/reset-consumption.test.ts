import { MISSING_PASSWORD_PLACEHOLDER } from '@aula/contracts/auth';
import { DEMO_PIN, DEMO_USERS } from '@aula/demo-content/demo-users';
import { describe, expect, it } from 'vitest';
import { lastCode, outboxFor, testClock } from './helpers/account';
import { useTestApp } from './helpers/app';

const clock = testClock(new Date());
const ctx = useTestApp({}, { now: clock.now });
const [maria, jose] = DEMO_USERS;
const invalid = { error: 'invalid_token', message: 'The reset link is invalid or has expired' };

async function resetLinkFor(email: string) {
  await ctx.app.inject({
    method: 'POST',
    url: '/api/send-reset-password/',
    payload: { email, url_base: 'http://localhost:3000' },
  });
  const [mail] = await outboxFor(ctx, email);
  const url = new URL(/(http\S+restablecer\S+)/.exec(mail?.body ?? '')?.[1] ?? 'http://x');
  return { uidb64: url.searchParams.get('uidb64') ?? '', token: url.searchParams.get('token') ?? '' };
}

describe('a reset link is consumed atomically', () => {
  it('of 6 parallel uses of one link exactly one sets its password; the rest get the same 400', async () => {
    const link = await resetLinkFor(maria.email);
    // Attack tried: whoever has the link (a forwarded mail) races the owner with parallel uses.
    const passwords = [
      'cactus-rojo-1',
      'cactus-rojo-2',
      'cactus-rojo-3',
      'cactus-rojo-4',
      'cactus-rojo-5',
      'cactus-rojo-6',
    ];
    const responses = await Promise.all(
      passwords.map((password) =>
        ctx.app.inject({ method: 'PATCH', url: '/api/set-new-password/', payload: { ...link, password } }),
      ),
    );
    const winners = responses.flatMap((response, index) => (response.statusCode === 200 ? [passwords[index]] : []));
    expect(winners).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalid);
    }
    // The password that won is the one that signs in.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/mx/login/',
      payload: { email: maria.email, password: winners[0] },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('an attacker’s failures do not keep the owner out', () => {
  const pinLogin = (login_pin: string, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/mx/login/',
      payload: { phone_number: jose.phone, login_pin, password: MISSING_PASSWORD_PLACEHOLDER },
      remoteAddress,
    });

  it('a PIN reset proves the owner and clears the account’s back-off at once', async () => {
    // Attack tried: wrong PINs from one address, each as soon as its wait is served, until the
    // account's wait is over a minute for everyone.
    for (let guess = 0; guess < 11; ) {
      const response = await pinLogin(`73${String(guess).padStart(2, '0')}`, '192.0.2.66');
      if (response.statusCode === 429) clock.advance(Number(response.headers['retry-after']));
      else guess += 1;
    }
    // The owner, on a new phone and another network, is refused with the attacker's wait.
    const refused = await pinLogin(DEMO_PIN, '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);

    await ctx.app.inject({ method: 'PUT', url: '/api/mx/reset_login_pin/', payload: { phone_number: jose.phone } });
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/mx/confirm_login_pin/',
      payload: { phone_number: jose.phone, verification_code: await lastCode(ctx, jose.phone), login_pin: '4907' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await pinLogin('4907', '198.51.100.7')).statusCode).toBe(200);
  });
});
