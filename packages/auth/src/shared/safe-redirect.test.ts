import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps a path on this site with its query', () => {
    expect(safeRedirectPath('/mx/impulsa/seccion/lecciones/3?tab=1')).toBe('/mx/impulsa/seccion/lecciones/3?tab=1');
  });

  it('refuses other sites, protocol-relative and backslash tricks', () => {
    for (const raw of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'seccion', '', null]) {
      expect(safeRedirectPath(raw)).toBeUndefined();
    }
  });
});
