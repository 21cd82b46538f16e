import { describe, expect, it } from 'vitest';
import { documentedCalls, endpointDeclarations } from './endpoints';

describe('documentedCalls', () => {
  it('lists each method and path once', () => {
    const keys = documentedCalls.map((call) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps every path under the API, admin or reports prefix', () => {
    for (const call of documentedCalls) expect(call.path).toMatch(/^\/(api|admin|reports)\//);
  });

  it('leaves the public data of spec section 6 open to anonymous visitors', () => {
    const publicPaths = documentedCalls.filter((call) => call.access === 'public').map((call) => call.path);
    for (const path of ['/api/catalogs/countries/', '/api/most_viewed_lessons/', '/api/new_lessons/']) {
      expect(publicPaths).toContain(path);
    }
    expect(publicPaths).toEqual(expect.arrayContaining(['/api/mx/homepages/', '/api/landing_pages/{code}/']));
  });
});

describe('endpointDeclarations', () => {
  it('declares each method and path once', () => {
    const keys = endpointDeclarations.map(({ method, path }) => `${method} ${path}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('caches only public GETs, since a cached answer is given to every caller', () => {
    const cached = endpointDeclarations.filter((declaration) => declaration.publicCache);
    expect(cached.length).toBeGreaterThan(0);
    for (const { method, access, path } of cached) expect(`${method} ${access}`, path).toBe('GET public');
  });

  it('gives every {name} of a path its params schema', () => {
    for (const { path, params } of endpointDeclarations) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(Object.keys(params?.shape ?? {}).sort(), path).toEqual(names.sort());
    }
  });

  it('lists the routes the spec does not, such as the sessions, without documenting them', () => {
    const paths = documentedCalls.map((call) => call.path);
    expect(endpointDeclarations.map((declaration) => declaration.path)).toContain('/api/sessions/{id}/');
    expect(paths).not.toContain('/api/sessions/{id}/');
    expect(paths).toEqual(expect.arrayContaining(['/api/{c}/login/', '/api/mx/login/']));
  });
});
