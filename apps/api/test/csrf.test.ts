import { CSRF_COOKIE, CSRF_HEADER } from '@aula/contracts/headers';
import { DEMO_PASSWORD, DEMO_USERS } from '@aula/demo-content/demo-users';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';

const ctx = useTestApp();

const credentials = { email: DEMO_USERS[0].email, password: DEMO_PASSWORD };
const login = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/mx/login/', payload: credentials, headers });

describe('anti-forgery cookie', () => {
  it('is set on a response when the request has none: readable by scripts, Lax, whole site', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/personal_data/' });
    const cookie = response.cookies.find((c) => c.name === CSRF_COOKIE);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('is not set on a public cached answer, which is the same for every caller (a CDN may keep it)', async () => {
    for (const url of ['/api/catalogs/countries/', '/api/new_lessons/?country=mx&ally_code=impulsa']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('is not replaced when the request already carries one', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/catalogs/countries/',
      cookies: { [CSRF_COOKIE]: 'existing-token' },
    });
    expect(response.cookies.find((c) => c.name === CSRF_COOKIE)).toBeUndefined();
  });
});

describe('anti-forgery check on unsafe requests', () => {
  it('refuses a browser POST with an Origin and no header (403 csrf_failed)', async () => {
    const response = await login({ origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'csrf_failed', message: expect.any(String) });
    // The refusal still hands out a cookie, so the front end can retry.
    expect(response.cookies.some((c) => c.name === CSRF_COOKIE)).toBe(true);
  });

  it('refuses a POST whose header does not match its cookie', async () => {
    const response = await login({ cookie: `${CSRF_COOKIE}=one`, [CSRF_HEADER]: 'two' });
    expect(response.statusCode).toBe(403);
  });

  it('lets a browser POST through when the header matches the cookie', async () => {
    const response = await login({
      origin: 'http://localhost:3000',
      cookie: `${CSRF_COOKIE}=abc123`,
      [CSRF_HEADER]: 'abc123',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toEqual(expect.any(String));
  });

  it('does not apply to clients without cookies or Origin (curl, server to server)', async () => {
    expect((await login({})).statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('send pages a CSP that allows the SPA bundles and runtime styles but no foreign scripts', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    // No inline script at all: a page's links and forms work before its scripts arrive.
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("let pages be framed by the site's own pages only (the console's brand preview), by CSP and X-Frame-Options", async () => {
    for (const url of ['/healthz', '/mx/impulsa', '/mx/impulsa/consola/marca']) {
      const { headers } = await ctx.app.inject({ method: 'GET', url });
      const csp = String(headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'self'");
      expect(csp, url).not.toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('send JSON answers the REST set: a CSP that loads nothing, no framing, no sniffing, HSTS', async () => {
    for (const url of ['/api/catalogs/countries/', '/api/no-such-call/', '/admin/catalogs/business_types/']) {
      const { headers } = await ctx.app.inject({ method: 'GET', url });
      expect(headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      expect(headers['referrer-policy'], url).toBe('no-referrer');
      // Document-only switches are left out of data answers.
      expect(headers['x-xss-protection'], url).toBeUndefined();
      expect(headers['x-dns-prefetch-control'], url).toBeUndefined();
    }
  });
});
