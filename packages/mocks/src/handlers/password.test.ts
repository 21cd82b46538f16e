import { describe, expect, it } from 'vitest';
import { EXPIRED_RESET_TOKEN, RESET_UIDB64, VALID_RESET_TOKEN, VALID_WA_CODE } from '../fixtures/secrets';
import { DEMO_PASSWORD, mockTokenFor } from '../fixtures/users';
import { mockState } from '../state';
import { callMock } from '../test-client';

const tokenCheck = (token: string, uidb64 = RESET_UIDB64) =>
  callMock(`/api/verification-token/?token=${token}&uidb64=${uidb64}`);

describe('mock password recovery', () => {
  it('accepts the live reset token and refuses an expired one with 400 invalid_token and a message', async () => {
    expect(await tokenCheck(VALID_RESET_TOKEN)).toEqual({ status: 200, body: { valid: true } });
    expect(await tokenCheck(EXPIRED_RESET_TOKEN)).toEqual({
      status: 400,
      body: { error: 'invalid_token', message: 'The reset link has expired' },
    });
    expect((await tokenCheck(VALID_RESET_TOKEN, 'Mg')).body).toMatchObject({ error: 'invalid_token' });
  });

  it('spends the token on set-new-password, after which the new password signs in', async () => {
    const reset = { token: VALID_RESET_TOKEN, uidb64: RESET_UIDB64, password: 'Nueva-clave-2026' };

    expect((await callMock('/api/set-new-password/', { method: 'PATCH', body: reset })).status).toBe(200);
    expect((await callMock('/api/set-new-password/', { method: 'PATCH', body: reset })).body).toEqual({
      error: 'invalid_token',
      message: 'The reset link is not valid',
    });
    const login = (password: string) =>
      callMock('/api/mx/login/', { method: 'POST', body: { email: 'demo@impulsa.example', password } });
    expect((await login('Nueva-clave-2026')).status).toBe(200);
    expect((await login(DEMO_PASSWORD)).status).toBe(400);
  });

  it('checks phone existence only for numbers sent without the plus', async () => {
    expect((await callMock('/api/verify-phone-number?phone_number=525550000001')).body).toEqual({
      exists: true,
      has_password: true,
      has_pin: true,
    });
    expect((await callMock('/api/verify-phone-number?phone_number=525559999999')).body).toEqual({
      exists: false,
      has_password: false,
      has_pin: false,
    });
    expect((await callMock('/api/verify-phone-number?phone_number=%2B525550000001')).status).toBe(400);
  });

  it('needs a token to check or update the password', async () => {
    expect((await callMock('/api/check_password/', { method: 'POST' })).status).toBe(401);
    expect(await callMock('/api/check_password/', { method: 'POST', as: 1 })).toEqual({
      status: 200,
      body: { has_password: true, has_pin: true },
    });
  });
});

describe('mock account changes of a signed-in learner', () => {
  const update = (body: object) => callMock('/api/update_password/', { method: 'PUT', body, as: 1 });

  it('changes the password only with the current one (missing or wrong is a field error)', async () => {
    expect((await update({ password: 'Otra-clave-2026' })).body).toMatchObject({
      fields: [{ field: 'current_password', reason: 'is required' }],
    });
    expect((await update({ password: 'Otra-clave-2026', current_password: 'adivinada' })).body).toMatchObject({
      fields: [{ field: 'current_password', reason: 'is not your current password' }],
    });
    expect(await update({ password: 'Otra-clave-2026', current_password: DEMO_PASSWORD })).toEqual({
      status: 200,
      body: { status: 'updated' },
    });
  });

  it('signs out a token it knows and refuses one without a token', async () => {
    expect(await callMock('/api/logout/', { method: 'POST', as: 1 })).toEqual({
      status: 200,
      body: { status: 'signed_out' },
    });
    expect((await callMock('/api/logout/', { method: 'POST' })).status).toBe(401);
  });

  it('sets a new PIN with the WhatsApp code and refuses a wrong code (000000) or an easy PIN (1234)', async () => {
    const confirm = (verification_code: string, login_pin: string) =>
      callMock('/api/mx/confirm_login_pin/', {
        method: 'POST',
        body: { phone_number: '+525550000002', verification_code, login_pin },
      });
    expect(await confirm('000000', '5831')).toMatchObject({ status: 400, body: { error: 'invalid_code' } });
    expect(await confirm(VALID_WA_CODE, '1234')).toMatchObject({ status: 400, body: { error: 'bad_request' } });
    expect((await confirm(VALID_WA_CODE, '5831')).status).toBe(200);
    const signIn = await callMock('/api/mx/login/', {
      method: 'POST',
      body: { phone_number: '+525550000002', login_pin: '5831', password: 'aula-no-password' },
    });
    expect(signIn.status).toBe(200);
  });
});

describe('mock WhatsApp verification', () => {
  const validate = (verification_code: string, phone_number = '+51987654321') =>
    callMock('/api/wa_validation/', { method: 'POST', body: { phone_number, verification_code } });

  it('accepts only the mock code and refuses others as invalid_code', async () => {
    expect(await validate('000000')).toMatchObject({ status: 400, body: { error: 'invalid_code' } });
    expect(await validate(VALID_WA_CODE)).toEqual({ status: 200, body: { verified: true, session: null } });
  });

  it('activates and signs in a registration waiting for its code', async () => {
    const registration = {
      first_name: 'Rosa',
      phone_number: '+51987654321',
      login_pin: '4821',
      ally_code: 'crecer',
      accepts_terms: true,
    };
    const registered = await callMock('/api/pe/simple_register/', { method: 'POST', body: registration });
    expect(registered).toMatchObject({ status: 202, body: { status: 'verification_sent' } });

    const { body } = await validate(VALID_WA_CODE);

    // Found by its phone, not by a number: the new account's id follows the demo world's users.
    const account = mockState().users.find(({ user }) => user.phone_number === registration.phone_number)?.user;
    if (!account) throw new Error('the registration was not activated');
    expect(account).toMatchObject({ name: 'Rosa', country: 'pe', access: 'learner', ally_code: 'crecer' });
    expect(body.session).toMatchObject({ token: mockTokenFor(account), user: { id: account.id, name: 'Rosa' } });
    expect((await callMock('/api/personal_data/', { as: account.id })).body).toMatchObject({ first_name: 'Rosa' });
  });
});
