import { describe, expect, it } from 'vitest';
import {
  ALLY_ROOT_PATTERN,
  allyPath,
  allyRoot,
  allyRoutePattern,
  allyRoutes,
  allySiteOf,
  childRoute,
  isUnderRoute,
  matchAllyRoute,
  parentRoute,
  parseSitePath,
} from './site-paths';

const site = { country: 'mx', allyCode: 'impulsa' };

describe('site paths', () => {
  it('builds the ally root and a screen without parameters', () => {
    expect(allyRoot(site)).toBe('/mx/impulsa');
    expect(allyPath(site, 'landing')).toBe('/mx/impulsa');
    expect(allyPath(site, 'login')).toBe('/mx/impulsa/login');
  });

  it('fills the parameters a pattern declares and encodes them', () => {
    expect(allyPath(site, 'lesson', { lessonId: 12 })).toBe('/mx/impulsa/seccion/lecciones/12');
    expect(allyPath(site, 'blogPost', { slug: 'flujo de caja/2' })).toBe('/mx/impulsa/blog/flujo%20de%20caja%2F2');
    expect(allyPath(site, 'webinar', { achievementId: 3, webinarId: 9 })).toBe(
      '/mx/impulsa/seccion/logros/3/webinars/9',
    );
  });

  it('adds a query, leaving out undefined values', () => {
    expect(allyPath(site, 'login', {}, { redirect: '/mx/impulsa/seccion?x=1', mode: undefined })).toBe(
      '/mx/impulsa/login?redirect=%2Fmx%2Fimpulsa%2Fseccion%3Fx%3D1',
    );
    expect(allyPath(site, 'resetPassword', {}, { uidb64: 'MQ', token: 'abc-123' })).toBe(
      '/mx/impulsa/restablecer?uidb64=MQ&token=abc-123',
    );
  });

  it('throws on a missing parameter instead of building a broken link', () => {
    // Bad input tried: a caller that bypasses the types and leaves out lessonId.
    const untyped = allyPath as (s: typeof site, route: string, params?: object) => string;
    expect(() => untyped(site, 'lesson', {})).toThrow('needs the parameter lessonId');
  });

  it('gives nested route patterns relative to their parent', () => {
    expect(childRoute('lesson', 'seccion')).toBe('lecciones/:lessonId');
    expect(childRoute('seccion', 'seccion')).toBe('');
    expect(childRoute('login', 'landing')).toBe('login');
    expect(() => childRoute('login', 'seccion')).toThrow("is not under 'seccion'");
  });

  it('keeps every pattern relative and unique', () => {
    const patterns = Object.values(allyRoutes);
    expect(patterns.every((pattern) => !pattern.startsWith('/'))).toBe(true);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('gives the full pattern of a route under the one ally root pattern', () => {
    expect(ALLY_ROOT_PATTERN).toBe('/:country/:allyCode');
    expect(allyRoutePattern('landing')).toBe('/:country/:allyCode');
    expect(allyRoutePattern('lesson')).toBe('/:country/:allyCode/seccion/lecciones/:lessonId');
  });

  it('reads the ally site from a matched route’s parameters, and none outside one', () => {
    expect(allySiteOf({ country: 'mx', allyCode: 'impulsa', lessonId: '3' })).toEqual(site);
    // Bad input tried: a route of no ally, and one missing its ally code.
    expect(allySiteOf({})).toBeUndefined();
    expect(allySiteOf({ country: 'mx' })).toBeUndefined();
  });

  it('recognises a path as one of the ally routes, with its parameters', () => {
    expect(matchAllyRoute('seccion/lecciones/12')).toEqual({ route: 'lesson', params: { lessonId: '12' } });
    expect(matchAllyRoute('seccion')).toEqual({ route: 'seccion', params: {} });
    expect(matchAllyRoute('blog/ahorra%20hoy')).toEqual({ route: 'blogPost', params: { slug: 'ahorra hoy' } });
    // Bad input tried: a path no route has.
    expect(matchAllyRoute('seccion/nada/1/2')).toBeUndefined();
  });

  it('names the screen one level up for a way back', () => {
    expect(parentRoute('lesson')).toBe('seccion');
    expect(parentRoute('module')).toBe('modules');
    expect(parentRoute('webinar')).toBe('achievement');
    expect(parentRoute('personalData')).toBe('profile');
    expect(parentRoute('seccion')).toBeUndefined();
  });
});

describe('parseSitePath: the one reading of a site address', () => {
  it("names the ally's site and the rest of the path, without query or fragment", () => {
    expect(parseSitePath('/mx/impulsa/seccion/lecciones/3?parte=2#video')).toEqual({
      site: { country: 'mx', allyCode: 'impulsa' },
      rest: 'seccion/lecciones/3',
    });
    expect(parseSitePath('/mx/impulsa')).toEqual({ site: { country: 'mx', allyCode: 'impulsa' }, rest: '' });
    expect(parseSitePath('/mx/impulsa/')).toEqual({ site: { country: 'mx', allyCode: 'impulsa' }, rest: '' });
    expect(parseSitePath('/co/mi%20marca/blog')?.site.allyCode).toBe('mi marca');
  });

  it('is undefined for an address of no ally or with a broken escape (bad input: "/", "/settings", "/mx/%E0")', () => {
    expect(parseSitePath('/')).toBeUndefined();
    expect(parseSitePath('')).toBeUndefined();
    expect(parseSitePath('/settings')).toBeUndefined();
    expect(parseSitePath('/mx?x=/a/b')).toBeUndefined();
    expect(parseSitePath('/mx/%E0')).toBeUndefined();
  });

  it('tells whether a path is under a route (the learner area is `seccion` and what is below it)', () => {
    expect(isUnderRoute('seccion', 'seccion')).toBe(true);
    expect(isUnderRoute('seccion/logros/2', 'seccion')).toBe(true);
    expect(isUnderRoute('seccionx', 'seccion')).toBe(false);
    expect(isUnderRoute('volver', 'returnLink')).toBe(true);
    expect(isUnderRoute('blog', 'landing')).toBe(true);
  });
});
