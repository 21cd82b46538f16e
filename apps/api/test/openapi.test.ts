import { documentedCalls } from '@aula/contracts/endpoints';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';

const ctx = useTestApp();

/** A documented path matches a route when every segment is equal or the route's is a parameter (`/api/mx/login/`). */
const matches = (documented: string, route: string) => {
  const a = documented.split('/');
  const b = route.split('/');
  return a.length === b.length && a.every((segment, i) => segment === b[i] || /^\{.+\}$/.test(b[i] ?? ''));
};

describe('GET /api/docs/json', () => {
  it('lists every documented call with its method, generated from the contracts', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    const routes = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => ({ method: method.toUpperCase(), path })),
    );
    const missing = documentedCalls
      .filter((call) => !routes.some((route) => route.method === call.method && matches(call.path, route.path)))
      .map((call) => `${call.method} ${call.path}`);
    expect(missing).toEqual([]);
  });

  it('describes a request body and marks learner calls with the bearer token', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const rating = doc.paths['/api/lessons/{id}/set_rating/'].post;
    expect(rating.requestBody.content['application/json'].schema.properties.rating).toMatchObject({ type: 'integer' });
    expect(rating.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/catalogs/countries/'].get.security).toEqual([]);
  });
});

describe('GET /api/docs', () => {
  it('serves the documentation UI and its assets from this server, not a CDN', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/(src|href)="https?:/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(assets.filter((asset) => asset.endsWith('.js')).length).toBeGreaterThanOrEqual(3);
    for (const asset of assets) {
      expect((await ctx.app.inject({ method: 'GET', url: asset })).statusCode, asset).toBe(200);
    }
    // No inline script: the site-wide CSP (script-src 'self') needs no relaxation for the docs.
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)|<script(?![^>]*src=)[^>]*>/);
  });
});
