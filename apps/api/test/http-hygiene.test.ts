import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';

const ctx = useTestApp();

describe('a known path asked with the wrong method', () => {
  it('answers 405 with Allow naming the methods the path has', async () => {
    // Bad input tried: DELETE on a lesson, GET on the sign-in call, PUT on a catalogue.
    const lesson = await ctx.app.inject({ method: 'DELETE', url: '/api/lessons/1/' });
    expect(lesson.statusCode).toBe(405);
    expect(lesson.headers.allow).toBe('GET, HEAD');
    expect(lesson.json()).toMatchObject({ error: 'method_not_allowed' });

    const login = await ctx.app.inject({ method: 'GET', url: '/api/mx/login/' });
    expect(login.statusCode).toBe(405);
    expect(login.headers.allow).toBe('POST');

    const countries = await ctx.app.inject({ method: 'PUT', url: '/api/catalogs/countries/', payload: {} });
    expect(countries.statusCode).toBe(405);
    expect(countries.headers.allow).toContain('GET');
  });

  it('still answers 404 for a path no route has, and for pages of the site', async () => {
    const unknown = await ctx.app.inject({ method: 'DELETE', url: '/api/no-such-thing/' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.allow).toBeUndefined();
    const page = await ctx.app.inject({ method: 'POST', url: '/mx/impulsa/login', payload: {} });
    expect(page.statusCode).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('declares 413 and 415 for every operation that takes a body', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    };
    const withBody = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation.requestBody)
        .map(([method, operation]) => ({ name: `${method} ${path}`, codes: Object.keys(operation.responses) })),
    );
    expect(withBody.length).toBeGreaterThan(10);
    const missing = withBody.filter(({ codes }) => !codes.includes('413') || !codes.includes('415'));
    expect(missing.map(({ name }) => name)).toEqual([]);
  });
});
