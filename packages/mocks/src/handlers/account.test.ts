import { MISSING_PASSWORD_PLACEHOLDER } from '@aula/contracts/auth';
import { sessionEnded, sessionsResponse } from '@aula/contracts/sessions';
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

describe('mock sessions', () => {
  const asMaria = { authorization: 'Bearer mock-token-1' };
  const sessions = (headers: Record<string, string> = asMaria) => fetch('http://aula.test/api/sessions/', { headers });
  const end = (id: number | string, headers: Record<string, string> = asMaria) =>
    fetch(`http://aula.test/api/sessions/${id}/`, { method: 'DELETE', headers });

  it('lists the learner’s sessions as the contract describes, this one marked current', async () => {
    const response = await sessions();
    const body = sessionsResponse.parse(await response.json());
    expect(body.results.map(({ id, current }) => [id, current])).toEqual([
      [101, true],
      [102, false],
      [103, false],
    ]);
  });

  it('ends one session, which then leaves the list', async () => {
    expect(sessionEnded.parse(await (await end(102)).json())).toEqual({ status: 'signed_out' });
    const body = sessionsResponse.parse(await (await sessions()).json());
    expect(body.results.map(({ id }) => id)).toEqual([101, 103]);
  });

  it('answers 404 for another learner’s session (201) and an ended one, 400 for a malformed id ("x") as the API', async () => {
    expect((await end(201)).status).toBe(404);
    await end(103);
    expect((await end(103)).status).toBe(404);
    expect((await end('x')).status).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await sessions({})).status).toBe(401);
    expect((await end(101, {})).status).toBe(401);
  });
});
