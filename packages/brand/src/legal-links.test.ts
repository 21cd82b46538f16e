import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configProblems } from './check-data';
import { legalHref, ownLegalPage } from './legal-links';
import { scaffoldConfig } from './scaffold';

const brandJson = (ally: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'brands', ally, 'brand.json'), 'utf8'));
const site = { country: 'mx', allyCode: 'impulsa' };

describe('the terms and privacy links of a brand (brand:check)', () => {
  it('refuses a brand.json without them, naming the field and what to write', () => {
    const { legal: _legal, ...withoutLegal } = brandJson('impulsa');
    expect(configProblems(withoutLegal, 'impulsa')).toEqual([
      {
        file: 'brands/impulsa/brand.json',
        field: 'legal',
        reason: expect.stringMatching(/^is required: .*termsUrl, privacyUrl/),
      },
    ]);
  });

  it('refuses one link missing, a plain-http address and a page the site does not write', () => {
    const config = brandJson('impulsa');
    const problems = (legal: unknown) =>
      configProblems({ ...config, legal }, 'impulsa').map((problem) => [problem.field, problem.reason]);
    expect(problems({ termsUrl: 'terminos' })).toEqual([['legal.privacyUrl', expect.stringMatching(/^is required/)]]);
    expect(problems({ termsUrl: 'http://impulsa.example/terminos', privacyUrl: 'privacidad' })).toEqual([
      ['legal.termsUrl', expect.stringMatching(/^must be an https address .* or "terminos"/)],
    ]);
    expect(problems({ termsUrl: 'terminos', privacyUrl: 'terminos' })).toEqual([
      ['legal.privacyUrl', expect.stringMatching(/or "privacidad"/)],
    ]);
  });

  it('accepts every brand folder of the repository and a new scaffold as written', () => {
    for (const ally of ['impulsa', 'crecer']) expect(configProblems(brandJson(ally), ally)).toEqual([]);
    const fresh = scaffoldConfig({ allyCode: 'nuevo', name: 'Nuevo', countries: ['mx'] });
    expect(configProblems(fresh, 'nuevo')).toEqual([]);
    expect(fresh.legal).toEqual({ termsUrl: 'terminos', privacyUrl: 'privacidad' });
  });

  it('links the site’s page of the ally, or the ally’s own address', () => {
    const onSite = { termsUrl: 'terminos', privacyUrl: 'privacidad' };
    expect(legalHref(onSite, 'terms', site)).toBe('/mx/impulsa/terminos');
    expect(legalHref(onSite, 'privacy', { country: 'co', allyCode: 'impulsa' })).toBe('/co/impulsa/privacidad');
    expect(ownLegalPage(onSite, 'terms')).toBeUndefined();
    const own = { termsUrl: 'https://impulsa.example/legal/terminos', privacyUrl: 'privacidad' };
    expect(legalHref(own, 'terms', site)).toBe('https://impulsa.example/legal/terminos');
    expect(ownLegalPage(own, 'terms')).toBe('https://impulsa.example/legal/terminos');
  });
});
