import { endpointDeclarations } from '@aula/contracts/endpoints';
import { describe, expect, it } from 'vitest';
import { isPublicCachedPath, PUBLIC_CACHED_PATHS } from './public-paths';

describe('public cached paths', () => {
  it('are the GETs the contracts declare with a public cache policy, and no other', () => {
    const declared = endpointDeclarations
      .filter((declaration) => declaration.method === 'GET' && declaration.publicCache !== undefined)
      .map((declaration) => declaration.path);
    expect([...PUBLIC_CACHED_PATHS].sort()).toEqual([...declared].sort());
  });

  it('match concrete paths of those templates, not personal ones nor longer paths', () => {
    expect(isPublicCachedPath('/api/catalogs/countries/')).toBe(true);
    expect(isPublicCachedPath('/api/landing_pages/impulsa/')).toBe(true);
    expect(isPublicCachedPath('/api/co/posts/slug/ahorro/')).toBe(true);
    expect(isPublicCachedPath('/api/lessons/101/')).toBe(false);
    expect(isPublicCachedPath('/api/personal_data/')).toBe(false);
    expect(isPublicCachedPath('/api/catalogs/countries/extra/')).toBe(false);
  });
});
