import { ALLY_HEADER, CSRF_COOKIE, CSRF_HEADER } from '@aula/contracts/headers';
import { DEMO_PASSWORD, DEMO_USERS } from '@aula/demo-content/demo-users';
import { describe, expect, it } from 'vitest';
import { freshPhone, lastCode } from './helpers/account';
import { useTestApp } from './helpers/app';

// Issue 31 rows 9 and 11: the session lives in an HttpOnly cookie the API writes (a script on the
// page cannot steal it), and the anti-forgery check works for a front end on another origin
// while a page of a foreign origin still cannot write with the learner's cookie.
const FRONT = 'http://localhost:5173';
const ctx = useTestApp({ FRONTEND_ORIGINS: `${FRONT},http://localhost:3000`, TOKEN_TTL_HOURS: '48' });

const [maria] = DEMO_USERS;
const csrf = 'csrf-token-of-this-browser';

async function signIn() {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/mx/login/',
    payload: { email: maria.email, password: DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === `token.${maria.allyCode}`);
  return { response, cookie };
}

/** What a browser sends: the session and anti-forgery cookies, never the token itself in a header. */
const browserCookies = (token: string) => `token.${maria.allyCode}=${token}; ${CSRF_COOKIE}=${csrf}`;

describe('the session cookie the API sets', () => {
  it('is HttpOnly, per ally, Lax, whole site, as long-lived as the token, on a sign-in', async () => {
    const { response, cookie } = await signIn();
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 48 * 3600 });
    expect(cookie?.secure).toBeFalsy(); // plain http here; https gets Secure
    // The body keeps the token for API clients that are not browsers.
    expect(cookie?.value).toBe(response.json().token);
  });

  it('is set by a verification that starts a session (a new PIN account)', async () => {
    const phone = freshPhone();
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/mx/simple_register/',
      payload: { first_name: 'Luis', phone_number: phone, login_pin: '4821', ally_code: 'crecer', accepts_terms: true },
    });
    expect(register.statusCode).toBe(202);
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/wa_validation/',
      payload: { phone_number: phone, verification_code: await lastCode(ctx, phone) },
    });
    expect(verified.statusCode).toBe(200);
    const cookie = verified.cookies.find((c) => c.name === 'token.crecer');
    expect(cookie).toMatchObject({ httpOnly: true, value: verified.json().session.token });
  });

  it('opens the session of the ally the request names, and of no other', async () => {
    const { cookie } = await signIn();
    const token = String(cookie?.value);
    const get = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/personal_data/',
        headers: { cookie: browserCookies(token), ...headers },
      });
    expect((await get({ [ALLY_HEADER]: maria.allyCode })).statusCode).toBe(200);
    // A request that names no ally (a link opened elsewhere) carries no session.
    expect((await get({})).statusCode).toBe(401);
    // Under another ally's site the cookie of this ally is not even looked at.
    expect((await get({ [ALLY_HEADER]: 'crecer' })).statusCode).toBe(401);
  });

  it('is cleared by sign-out, after which it opens nothing', async () => {
    const { cookie } = await signIn();
    const token = String(cookie?.value);
    const headers = { cookie: browserCookies(token), [CSRF_HEADER]: csrf, [ALLY_HEADER]: maria.allyCode };
    const out = await ctx.app.inject({ method: 'POST', url: '/api/logout/', headers });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === `token.${maria.allyCode}`);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    const after = await ctx.app.inject({ method: 'GET', url: '/api/personal_data/', headers });
    expect(after.statusCode).toBe(401);
  });

  it('keeps bearer tokens working for API clients (no cookie, no Origin, no anti-forgery header)', async () => {
    const { response } = await signIn();
    const headers = { authorization: `Bearer ${response.json().token}` };
    expect((await ctx.app.inject({ method: 'GET', url: '/api/personal_data/', headers })).statusCode).toBe(200);
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/personal_data/',
      headers,
      payload: { first_name: 'María' },
    });
    expect(patch.statusCode).toBe(200);
  });
});

describe('anti-forgery with the front end on another origin', () => {
  it('hands the token to an allowed origin in a readable answer (GET /api/csrf/ and an exposed header)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/csrf/', headers: { origin: FRONT } });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === CSRF_COOKIE);
    expect(response.json()).toEqual({ csrf_token: cookie?.value });
    expect(response.headers[CSRF_HEADER]).toBe(cookie?.value);
    expect(response.headers['access-control-allow-origin']).toBe(FRONT);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(String(response.headers['access-control-expose-headers']).toLowerCase()).toContain(CSRF_HEADER);
  });

  it('lets the allowed front end write with the cookie session and the token it was handed', async () => {
    const { cookie } = await signIn();
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/personal_data/',
      headers: {
        origin: FRONT,
        cookie: browserCookies(String(cookie?.value)),
        [CSRF_HEADER]: csrf,
        [ALLY_HEADER]: maria.allyCode,
      },
      payload: { first_name: 'María' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a cookie-only write from a foreign origin with 403 even with a matching token', async () => {
    // The attack: a page of another origin gets the browser to send the learner's cookies along.
    const { cookie } = await signIn();
    const headers = {
      cookie: browserCookies(String(cookie?.value)),
      [CSRF_HEADER]: csrf,
      [ALLY_HEADER]: maria.allyCode,
    };
    for (const source of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/personal_data/',
        headers: { ...headers, ...source },
        payload: { first_name: 'Hacked' },
      });
      expect(response.statusCode, JSON.stringify(source)).toBe(403);
      expect(response.json().error).toBe('csrf_failed');
      // Nor may that page read any answer: no CORS grant for a foreign origin.
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
    const me = await ctx.app.inject({ method: 'GET', url: '/api/personal_data/', headers });
    expect(me.json().first_name).not.toBe('Hacked');
  });
});
