import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';

const ctx = useTestApp({ FRONTEND_ORIGINS: 'https://impulsa.example,https://crecer.example' });

const preflight = (origin: string) =>
  ctx.app.inject({
    method: 'OPTIONS',
    url: '/api/mx/login/',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,x-csrftoken',
    },
  });

describe('CORS', () => {
  it("lets an ally's front-end origin call the API with credentials and the anti-forgery header", async () => {
    const response = await preflight('https://crecer.example');
    expect(response.headers['access-control-allow-origin']).toBe('https://crecer.example');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(String(response.headers['access-control-allow-headers'])).toMatch(/x-csrftoken/i);
  });

  it('gives a foreign origin no CORS grant, on preflight or on a read', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/catalogs/countries/',
      headers: { origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });
});
