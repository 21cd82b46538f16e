import { loginResponse, MISSING_PASSWORD_PLACEHOLDER } from '@aula/contracts/auth';
import { DEMO_PASSWORD, DEMO_PIN, DEMO_USERS } from '@aula/demo-content/demo-users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, users } from '../src/db/schema';
import { sha256Hex } from '../src/lib/secrets';
import { useTestApp } from './helpers/app';

const ctx = useTestApp();

const post = (url: string, payload: unknown) => ctx.app.inject({ method: 'POST', url, payload: payload as object });

const modes = (user: (typeof DEMO_USERS)[number]) =>
  [
    ['email + password', { email: user.email, password: DEMO_PASSWORD }],
    ['phone + password', { phone_number: user.phone, password: DEMO_PASSWORD }],
    [
      'phone without plus + PIN',
      { phone_number: user.phone.slice(1), login_pin: DEMO_PIN, password: MISSING_PASSWORD_PLACEHOLDER },
    ],
  ] as const;

describe.each(['/api/mx/login/', '/api/co/login/'])('POST %s', (url) => {
  for (const user of DEMO_USERS) {
    it.each(modes(user))(`signs ${user.allyCode}'s learner in with %s`, async (_mode, payload) => {
      const response = await post(url, payload);
      expect(response.statusCode).toBe(200);
      const body = loginResponse.parse(response.json());
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.user).toMatchObject({
        name: user.name,
        email: user.email,
        phone_number: user.phone,
        access: 'learner',
        ally_code: user.allyCode,
        country: 'mx',
      });
    });
  }
});

describe('failed sign-in', () => {
  const [maria] = DEMO_USERS;
  const invalid = { error: 'invalid_credentials', message: 'Invalid credentials' };

  it('answers the identical 400 for a wrong password, a wrong PIN and an unknown account', async () => {
    const attempts = [
      { email: maria.email, password: 'wrong-password' },
      { phone_number: maria.phone, password: 'wrong-password' },
      { phone_number: maria.phone, login_pin: '9999', password: MISSING_PASSWORD_PLACEHOLDER },
      { email: 'nadie@example.com', password: DEMO_PASSWORD },
      { phone_number: '+525559999999', login_pin: DEMO_PIN, password: MISSING_PASSWORD_PLACEHOLDER },
    ];
    for (const payload of attempts) {
      const response = await post('/api/mx/login/', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalid);
    }
  });

  it('answers 404 for a well-formed country that does not exist and 400 for a malformed one', async () => {
    const payload = { email: maria.email, password: DEMO_PASSWORD };
    expect((await post('/api/zz/login/', payload)).json()).toMatchObject({ error: 'not_found' });
    const malformed = await post('/api/MEX/login/', payload);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toEqual([{ field: 'country', reason: expect.any(String) }]);
  });
});

describe('malformed sign-in payloads', () => {
  it.each([
    ['a bad email', { email: 'no-es-correo', password: 'x' }, 'email'],
    ['both email and phone', { email: 'a@b.co', phone_number: '+525550000001', password: 'x' }, 'phone_number'],
    ['a short PIN', { phone_number: '+525550000001', login_pin: '12', password: 'x' }, 'login_pin'],
    ['an unknown field', { email: 'a@b.co', password: 'x', admin: true }, 'admin'],
    ['a missing password', { email: 'a@b.co' }, 'password'],
  ])('answer 400 naming the field for %s', async (_case, payload, field) => {
    const response = await post('/api/mx/login/', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'bad_request',
      message: 'Invalid input',
      fields: [{ field, reason: expect.any(String) }],
    });
  });

  it('answer 400 with field body for malformed JSON, an empty JSON body and no body', async () => {
    const cases = [
      { payload: '{"email": ', headers: { 'content-type': 'application/json' } },
      { payload: '', headers: { 'content-type': 'application/json' } },
      { payload: undefined, headers: {} },
    ];
    for (const { payload, headers } of cases) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/mx/login/', payload, headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request', fields: [{ field: 'body' }] });
    }
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/mx/login/',
      payload: 'email=a@b.co&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: 'unsupported_media_type' });
  });
});

describe('stored credentials', () => {
  it('keeps only salted hashes of passwords and PINs', async () => {
    const [row] = await ctx.db.select().from(users).where(eq(users.email, DEMO_USERS[0].email));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(DEMO_PASSWORD);
    expect(row?.pinHash).toMatch(/^scrypt\$/);
    const [other] = await ctx.db.select().from(users).where(eq(users.email, DEMO_USERS[1].email));
    expect(other?.passwordHash).not.toBe(row?.passwordHash);
  });

  it('stores the sha256 of a token, never the token, with the configured lifetime', async () => {
    const response = await post('/api/mx/login/', { email: DEMO_USERS[0].email, password: DEMO_PASSWORD });
    const { token } = response.json();
    const stored = await ctx.db.select().from(authTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    const [mine] = stored.filter((row) => row.tokenHash === sha256Hex(token));
    if (!mine) throw new Error('token hash not stored');
    const hours = (mine.expiresAt.getTime() - mine.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(720, 1);
  });
});
