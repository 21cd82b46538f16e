import { colonPath } from '@aula/contracts/endpoint';
import { endpointDeclarations } from '@aula/contracts/endpoints';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';

const ctx = useTestApp();
const SERVED = /^\/(api|admin|reports)\//;
// The documentation's own pages describe the API; they are not part of it.
const NOT_API = /^\/api\/docs/;

describe('one declaration per endpoint', () => {
  it('registers every declaration at its method and path', () => {
    const missing = endpointDeclarations
      .filter(({ method, path }) => !ctx.app.hasRoute({ method, url: colonPath(path) }))
      .map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
  });

  it('serves nothing under /api, /admin or /reports that has no declaration', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const declared = new Set(endpointDeclarations.map(({ method, path }) => `${method} ${path}`));
    const undeclared = Object.entries(doc.paths)
      .filter(([path]) => SERVED.test(path) && !NOT_API.test(path))
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
      .filter((route) => !route.startsWith('HEAD ') && !declared.has(route));
    expect(undeclared).toEqual([]);
  });

  it('describes a declared route in the OpenAPI document from its declaration', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const endSession = doc.paths['/api/sessions/{id}/'].delete;
    expect(endSession).toMatchObject({ tags: ['account'], security: [{ bearerAuth: [] }] });
    expect(endSession.summary).toMatch(/session/);
    expect(doc.paths['/api/new_lessons/'].get).toMatchObject({ tags: ['lessons'], security: [] });
  });
});
