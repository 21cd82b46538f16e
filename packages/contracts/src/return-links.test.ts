import { describe, expect, it } from 'vitest';
import { consumeReturnLinkRequest, returnTargetProblem } from './return-links';

const site = { country: 'mx', allyCode: 'impulsa' };

describe('returnTargetProblem: where a return link may lead', () => {
  it.each([
    '/mx/impulsa',
    '/mx/impulsa/seccion',
    '/mx/impulsa/seccion/lecciones/6?parte=2',
    '/mx/impulsa/seccion/lecciones/6?parte=fin',
  ])('accepts %s, a plain path on the ally’s site', (path) => {
    expect(returnTargetProblem(site, path)).toBeUndefined();
  });

  it.each([
    ['another ally', '/mx/crecer/seccion', "must be on the ally's own site (/mx/impulsa/…)"],
    ['another country', '/co/impulsa/seccion', "must be on the ally's own site (/mx/impulsa/…)"],
    ['a prefix of another name', '/mx/impulsa2/seccion', "must be on the ally's own site (/mx/impulsa/…)"],
    ['an absolute URL', 'https://evil.example/mx/impulsa', 'must be a path on the site'],
    ['a protocol-relative URL', '//evil.example/mx/impulsa', 'must be a path on the site'],
    ['a backslash', '/\\evil.example', 'must be a path on the site'],
    ['an encoded slash', '/mx/impulsa/%2f%2fevil', 'must be a path on the site'],
    ['a tab', '/mx/impulsa/\tx', 'must be a path on the site'],
    [
      'dot segments',
      '/mx/impulsa/../crecer',
      'must be a plain path, without dot segments, repeated slashes or a fragment',
    ],
    [
      'repeated slashes',
      '/mx/impulsa//seccion',
      'must be a plain path, without dot segments, repeated slashes or a fragment',
    ],
    [
      'a fragment',
      '/mx/impulsa/seccion#top',
      'must be a plain path, without dot segments, repeated slashes or a fragment',
    ],
    ['a space', '/mx/impulsa/sec cion', 'must be a plain path, without dot segments, repeated slashes or a fragment'],
    ['too long', `/mx/impulsa/${'a'.repeat(520)}`, 'is too long'],
  ])('refuses %s', (_what, path, reason) => {
    expect(returnTargetProblem(site, path)).toBe(reason);
  });
});

describe('consumeReturnLinkRequest', () => {
  const reasons = (body: unknown) =>
    consumeReturnLinkRequest.safeParse(body).error?.issues.map(({ path, message }) => `${path.join('.')}: ${message}`);

  it('takes a 43-character base64url token and the ally', () => {
    expect(reasons({ token: `${'a'.repeat(41)}-_`, ally_code: 'impulsa' })).toBeUndefined();
  });

  it('gives one reason per bad token, and refuses unknown fields', () => {
    expect(reasons({ token: '', ally_code: 'impulsa' })).toEqual(['token: is required']);
    expect(reasons({ token: 'a'.repeat(44), ally_code: 'impulsa' })).toEqual(['token: is too long']);
    expect(reasons({ token: `${'a'.repeat(42)}=`, ally_code: 'impulsa' })).toEqual([
      'token: is not a return link token',
    ]);
    expect(reasons({ token: 'a'.repeat(42), ally_code: 'impulsa' })).toEqual(['token: is too short']);
    expect(reasons({ token: 'a'.repeat(43), ally_code: 'impulsa', user_id: 1 })).toEqual([
      ': Unrecognized key: "user_id"',
    ]);
  });
});
