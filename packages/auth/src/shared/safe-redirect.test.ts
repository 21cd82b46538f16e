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

  // Each trick once turned into `//host` (another site) after a browser or router normalised it.
  it.each([
    ['/.//127.0.0.1:3994/owned', '/127.0.0.1:3994/owned'],
    ['/..//evil.example', '/evil.example'],
    ['/./..//evil.example/x?a=1', '/evil.example/x?a=1'],
    ['/mx//impulsa///seccion', '/mx/impulsa/seccion'],
    ['/%2E/%2E%2E//evil.example', '/evil.example'],
    ['/javascript:alert(1)//x', '/javascript:alert(1)/x'],
  ])('normalises %j to the single-slash path %j', (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected);
  });

  it.each([
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\u0000/evil.example',
    'javascript:alert(1)',
    ' /evil',
    'https:/evil.example',
    '\\\\evil.example',
  ])('refuses %j', (raw) => {
    expect(safeRedirectPath(raw)).toBeUndefined();
  });

  it('never returns anything but one slash and a path, whatever dot segments come first', () => {
    for (const prefix of ['/.', '/..', '/./.', '/../..', '/.%2e', '/%2e.']) {
      for (const tail of ['//h', '///h', '/./h', '//./h']) {
        const result = safeRedirectPath(`${prefix}${tail}`);
        if (result !== undefined) expect(result).toMatch(/^\/(?!\/)/);
      }
    }
  });
});
