import { describe, expect, it } from 'vitest';
import { documentedCalls } from './endpoints';

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
