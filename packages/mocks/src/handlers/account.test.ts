import { MISSING_PASSWORD_PLACEHOLDER } from '@aula/contracts/auth';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGIN_PIN, DEMO_PASSWORD } from '../fixtures/users';

function login(body: unknown, country = 'mx') {
  return fetch(`http://aula.test/api/${country}/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('mock login', () => {
  it('signs in by email and password with a mock token', async () => {
    const response = await login({ email: 'demo@impulsa.example', password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ token: 'mock-token-1', user: { id: 1, ally_code: 'impulsa' } });
  });

  it('signs in by phone and password, with or without the leading plus', async () => {
    for (const phone_number of ['+525550000002', '525550000002']) {
      const response = await login({ phone_number, password: DEMO_PASSWORD });
      expect(await response.json()).toMatchObject({ token: 'mock-token-2', user: { ally_code: 'crecer' } });
    }
  });

  it('signs in by phone and PIN with the placeholder password', async () => {
    const response = await login(
      { phone_number: '+525550000001', login_pin: DEMO_LOGIN_PIN, password: MISSING_PASSWORD_PLACEHOLDER },
      'co',
    );
    expect(await response.json()).toMatchObject({ token: 'mock-token-1' });
  });

  it('refuses a wrong PIN or password as invalid credentials', async () => {
    const attempts = [
      { email: 'demo@impulsa.example', password: 'wrong' },
      { email: 'demo@impulsa.example', password: MISSING_PASSWORD_PLACEHOLDER },
      { phone_number: '+525550000001', login_pin: '9999', password: MISSING_PASSWORD_PLACEHOLDER },
      { email: 'nobody@example.com', password: DEMO_PASSWORD },
    ];
    for (const attempt of attempts) {
      const response = await login(attempt);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'invalid_credentials', message: 'Invalid credentials' });
    }
  });

  it('answers 400 naming the fields of a payload the contract refuses', async () => {
    const response = await login({ email: 'not-an-email', password: '' });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ error: 'bad_request', message: 'Invalid input' });
    expect(body.fields.map((field: { field: string }) => field.field).sort()).toEqual(['email', 'password']);
  });

  it('names an unknown field as not allowed', async () => {
    const response = await login({ email: 'demo@impulsa.example', password: DEMO_PASSWORD, admin: true });
    expect((await response.json()).fields).toEqual([{ field: 'admin', reason: 'is not allowed' }]);
  });
});
