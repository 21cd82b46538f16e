import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandsDir, defaultTestBrand, testBrand, testBrands, testTheme } from './brand-themes';

describe('test brands', () => {
  it('lists every folder of brands/ that holds a brand.json, with no list written by hand', () => {
    const folders = readdirSync(brandsDir).filter((name) => existsSync(join(brandsDir, name, 'brand.json')));
    expect(testBrands).toEqual(folders.sort());
    expect(testBrands.length).toBeGreaterThan(0);
    expect(testBrands).toContain(defaultTestBrand);
  });

  it.each(testBrands)('gives the validated tokens of %s in both modes', (code) => {
    expect(testBrand(code).config.allyCode).toBe(code);
    const light = testTheme(code, 'light');
    const dark = testTheme(code, 'dark');
    expect(light.mode).toBe('light');
    expect(dark.mode).toBe('dark');
    expect(light.colors.primary).toMatch(/^#/);
    expect(dark.colors).not.toEqual(light.colors);
  });

  it('fails with the loader message for a brand that has no folder ("no-such-ally")', () => {
    expect(() => testTheme('no-such-ally')).toThrow(/brands\/no-such-ally\/ does not exist/);
  });
});
