import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configProblems, faviconProblems, logoProblems, logoSizeReason, themeProblems } from './check-data';

const impulsa = join(import.meta.dirname, '..', '..', '..', 'brands', 'impulsa');
const read = (file: string) => JSON.parse(readFileSync(join(impulsa, file), 'utf8'));

describe('brand checks on data in memory (the theme studio uses them as it edits)', () => {
  it('checks countries against the API only when it is told which it knows', () => {
    const config = { ...read('brand.json'), countries: ['mx', 'br'] };
    expect(configProblems(config, 'impulsa')).toEqual([]);
    expect(configProblems(config, 'impulsa', { knownCountries: ['mx'] }).map((p) => p.field)).toEqual(['countries.1']);
  });

  it('names an empty name and a default country not offered, in brand.json', () => {
    const problems = configProblems({ ...read('brand.json'), name: '', defaultCountry: 'pe', countries: ['mx'] }, 'x');
    expect(problems.map((p) => [p.file, p.field])).toEqual([
      ['brands/x/brand.json', 'name'],
      ['brands/x/brand.json', 'allyCode'],
      ['brands/x/brand.json', 'defaultCountry'],
    ]);
  });

  it('says the schema problem of a theme and checks contrast once the colours parse', () => {
    const theme = read('theme.json');
    const broken = { ...theme, colors: { ...theme.colors, light: { ...theme.colors.light, text: 'navy' } } };
    expect(themeProblems(broken, 'impulsa')).toEqual([
      { file: 'brands/impulsa/theme.json', field: 'colors.light.text', reason: 'must be a #rrggbb colour' },
    ]);
    const faint = {
      ...theme,
      colors: { ...theme.colors, dark: { ...theme.colors.dark, onPrimary: theme.colors.dark.primary } },
    };
    expect(themeProblems(faint, 'impulsa')).toEqual([
      expect.objectContaining({
        field: 'colors.dark.onPrimary',
        reason: expect.stringMatching(/1\.00:1, needs 4\.5:1/),
      }),
    ]);
  });

  it('refuses theme values that would break the style sheet ("12 px", a font closing the <style>)', () => {
    const theme = read('theme.json');
    const broken = {
      ...theme,
      radii: { ...theme.radii, md: '12 px' },
      fonts: { ...theme.fonts, body: 'Arial}</style><script>alert(1)</script>' },
    };
    expect(themeProblems(broken, 'impulsa').map((p) => [p.field, p.reason])).toEqual([
      ['fonts.body', expect.stringMatching(/^must be a CSS font list/)],
      ['radii.md', 'must be a CSS length such as 8px or 1.25rem'],
    ]);
    // A bad radius does not hide a faint colour: both are named in one pass.
    const faint = { ...broken, colors: { ...theme.colors, light: { ...theme.colors.light, textMuted: '#d0d0d0' } } };
    expect(themeProblems(faint, 'impulsa').map((p) => p.field)).toEqual([
      'fonts.body',
      'radii.md',
      'colors.light.textMuted',
      'colors.light.textMuted',
    ]);
  });

  it('holds the logo to 326x127 and the favicon to a square', () => {
    expect(logoSizeReason({ width: 326, height: 127 })).toBeUndefined();
    expect(logoSizeReason({ width: 652, height: 254 })).toBe('is 652x254; the logo must be 326x127 px');
    expect(logoProblems('<svg viewBox="0 0 326 127">', 'x')).toEqual([]);
    expect(faviconProblems('<svg width="32" height="16">', 'x')).toEqual([
      { file: 'brands/x/favicon.svg', field: 'width/height', reason: 'is 32x16; a favicon must be square' },
    ]);
  });
});
