import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultBrandsDir } from '../../paths';
import { BrandFolderError, readBrandAllies } from './brand-allies';

const impulsaTheme = readFileSync(join(defaultBrandsDir, 'impulsa', 'theme.json'), 'utf8');

/**
 * A brands folder with one folder per entry holding `text` as its brand.json, beside impulsa's
 * theme.json (or `theme`, as given: null writes none).
 */
function brands(folders: Record<string, string>, theme: string | null = impulsaTheme) {
  const dir = mkdtempSync(join(tmpdir(), 'aula-brand-allies-'));
  for (const [folder, text] of Object.entries(folders)) {
    mkdirSync(join(dir, folder));
    writeFileSync(join(dir, folder, 'brand.json'), text);
    if (theme !== null) writeFileSync(join(dir, folder, 'theme.json'), theme);
  }
  return dir;
}

const brand = (fields: Record<string, unknown>) =>
  JSON.stringify({ allyCode: 'nueva', name: 'Nueva Ruta', tagline: 'Tu ruta', countries: ['mx'], ...fields });

/** impulsa's theme.json with one light colour replaced (undefined: left out). */
function themeWithLight(token: string, value: unknown) {
  const theme = JSON.parse(impulsaTheme);
  theme.colors.light[token] = value;
  return JSON.stringify(theme);
}

describe('readBrandAllies', () => {
  it("reads the repo's brands: the demo world's allies first, with their code, name, countries, tagline and colours", () => {
    const [impulsa, crecer] = readBrandAllies(defaultBrandsDir);
    expect(impulsa).toMatchObject({
      code: 'impulsa',
      name: 'Impulsa',
      countries: ['mx', 'co', 'pe'],
      tagline: 'Aprende a hacer crecer tu negocio, a tu ritmo.',
    });
    expect(crecer).toMatchObject({ code: 'crecer', name: 'Crecer', countries: ['mx', 'co'] });
    expect(impulsa?.colors).toEqual(JSON.parse(impulsaTheme).colors);
    expect(crecer?.colors.dark.primary).not.toBe(impulsa?.colors.dark.primary);
  });

  it('skips folders without a brand.json and orders new allies by code', () => {
    const dir = brands({ zeta: brand({ allyCode: 'zeta' }), nueva: brand({}) });
    mkdirSync(join(dir, 'notas'));
    expect(readBrandAllies(dir).map((ally) => ally.code)).toEqual(['nueva', 'zeta']);
  });

  it.each([
    ['unreadable JSON', '{ "allyCode": ', /nueva\/brand\.json: is not readable JSON/],
    ['a missing name', brand({ name: undefined }), /nueva\/brand\.json: name must be a non-empty text/],
    ['a blank name', brand({ name: '  ' }), /nueva\/brand\.json: name must be/],
    ['an allyCode unlike its folder', brand({ allyCode: 'otra' }), /brand\.json: allyCode must be "nueva"/],
    ['an allyCode with capitals', brand({ allyCode: 'Nueva' }), /brand\.json: allyCode must be lowercase/],
    ['no countries', brand({ countries: [] }), /brand\.json: countries must list at least one/],
    ['an unknown country', brand({ countries: ['mx', 'zz'] }), /brand\.json: countries\[1\] is "zz", not one of mx/],
    ['a missing tagline', brand({ tagline: undefined }), /nueva\/brand\.json: tagline must be a non-empty text/],
    ['a blank tagline', brand({ tagline: ' ' }), /nueva\/brand\.json: tagline must be a non-empty text/],
  ])('refuses %s, naming the file and the field', (_, text, message) => {
    const dir = brands({ nueva: text });
    expect(() => readBrandAllies(dir)).toThrow(BrandFolderError);
    expect(() => readBrandAllies(dir)).toThrow(message);
  });

  it.each([
    ['no theme.json', null, /nueva\/theme\.json: is not readable JSON/],
    ['an unreadable theme.json', '{ "colors": ', /nueva\/theme\.json: is not readable JSON/],
    ['a theme.json without colours', '{}', /nueva\/theme\.json: colors\.light must be an object of colour tokens/],
    [
      'a colour name instead of #rrggbb',
      themeWithLight('primary', 'navy'),
      /theme\.json: colors\.light\.primary must be a #rrggbb/,
    ],
    [
      'a three-digit colour',
      themeWithLight('onPrimary', '#fff'),
      /theme\.json: colors\.light\.onPrimary must be a #rrggbb/,
    ],
    ['a missing token', themeWithLight('surface', undefined), /theme\.json: colors\.light\.surface must be a #rrggbb/],
  ])('refuses a folder with %s, naming the file and the field', (_, theme, message) => {
    const dir = brands({ nueva: brand({}) }, theme);
    expect(() => readBrandAllies(dir)).toThrow(BrandFolderError);
    expect(() => readBrandAllies(dir)).toThrow(message);
  });

  it('refuses a missing folder and one with no brands', () => {
    expect(() => readBrandAllies(join(tmpdir(), 'aula-no-such-brands'))).toThrow(/does not exist/);
    expect(() => readBrandAllies(brands({}))).toThrow(/no <code>\/brand\.json found/);
  });
});
