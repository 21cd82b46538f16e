import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contrastRatio } from '@aula/contracts/brand-contrast';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadBrand, loadBrands } from './load';

/** A temporary folder for the running test, removed when that test ends. */
function tempDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const brandsDir = join(import.meta.dirname, '..', '..', '..', 'brands');

function copyBrand(
  edit: (config: Record<string, unknown>, theme: { colors: { light: Record<string, string> } }) => void,
) {
  const dir = tempDir('brands-');
  mkdirSync(join(dir, 'impulsa'));
  const config = JSON.parse(readFileSync(join(brandsDir, 'impulsa', 'brand.json'), 'utf8'));
  const theme = JSON.parse(readFileSync(join(brandsDir, 'impulsa', 'theme.json'), 'utf8'));
  edit(config, theme);
  writeFileSync(join(dir, 'impulsa', 'brand.json'), JSON.stringify(config));
  writeFileSync(join(dir, 'impulsa', 'theme.json'), JSON.stringify(theme));
  writeFileSync(join(dir, 'impulsa', 'logo.svg'), '<svg/>');
  writeFileSync(join(dir, 'impulsa', 'favicon.svg'), '<svg/>');
  return dir;
}

describe('brand loader', () => {
  it('loads every brand in brands/ for the preview build', () => {
    // Every folder holding a brand.json, whatever brands exist (a new folder needs no edit here).
    const folders = readdirSync(brandsDir).filter((name) => existsSync(join(brandsDir, name, 'brand.json')));
    const codes = loadBrands(brandsDir).map((brand) => brand.config.allyCode);
    expect(codes).toEqual(folders.sort());
    expect(codes).toContain('impulsa');
  });

  it('loads only the named brand for a per-brand build', () => {
    expect(loadBrands(brandsDir, 'crecer').map((brand) => brand.config.allyCode)).toEqual(['crecer']);
  });

  it('names the file and field of an invalid config', () => {
    const dir = copyBrand((config) => {
      config.countries = ['mexico'];
    });
    expect(() => loadBrand(dir, 'impulsa')).toThrow(
      /brands\/impulsa\/brand\.json[\s\S]*countries\.0: must be a two-letter/,
    );
  });

  it('refuses a folder whose name differs from the ally code', () => {
    const dir = copyBrand((config) => {
      config.allyCode = 'otra';
    });
    expect(() => loadBrand(dir, 'impulsa')).toThrow(/must equal the folder name/);
  });

  it('refuses unreadable colour pairs, naming them', () => {
    const dir = copyBrand((_config, theme) => {
      theme.colors.light.onPrimary = '#3d7bc4';
    });
    expect(() => loadBrand(dir, 'impulsa')).toThrow(/colors\.light\.onPrimary on colors\.light\.primary/);
  });

  it('reports an unknown brand clearly', () => {
    expect(() => loadBrand(brandsDir, 'nadie')).toThrow('brands/nadie/ does not exist');
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });
});
