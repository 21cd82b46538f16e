import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contrastProblems } from '@aula/contracts/brand-contrast';
import { describe, expect, it, onTestFinished } from 'vitest';
import { checkBrandFolder } from './check';
import { loadBrand } from './load';
import { accentHue, hsl, hueOf, readablePalette } from './palette';
import { hueFromCode, scaffoldBrand } from './scaffold';
import { svgSize } from './svg-size';

/** A temporary folder for the running test, removed when that test ends. */
function tempDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function writeScaffold(code: string, name: string, color?: string) {
  const dir = tempDir('brands-new-');
  mkdirSync(join(dir, code));
  const files = scaffoldBrand({ allyCode: code, name, countries: ['mx', 'co'], color });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, code, file), text);
  return dir;
}

describe('scaffold', () => {
  it('writes a folder that passes the check and the loader at once', () => {
    const dir = writeScaffold('demo3', 'Demo Tres & Co <3>');
    expect(checkBrandFolder(dir, 'demo3', { knownCountries: ['mx', 'co'] })).toEqual([]);
    const brand = loadBrand(dir, 'demo3');
    expect(brand.config).toMatchObject({ name: 'Demo Tres & Co <3>', countries: ['mx', 'co'], defaultCountry: 'mx' });
  });

  it('takes the hue of --color and otherwise one drawn from the code', () => {
    expect(hueOf('#0b5cad')).toBe(210);
    expect(hueFromCode('demo3')).not.toBe(hueFromCode('demo4'));
    const dir = writeScaffold('verde', 'Verde', '#1e7a3c');
    expect(hueOf(loadBrand(dir, 'verde').theme.colors.light.primary)).toBeGreaterThan(130);
  });

  it.each([0, 45, 60, 90, 180, 240, 300, 359])('keeps every text pair readable around hue %i', (hue) => {
    expect(contrastProblems(readablePalette(hue))).toEqual([]);
  });

  it('puts the accent opposite the primary, but never beside the error red', () => {
    expect(accentHue(90)).toBe(270);
    expect(accentHue(215)).toBe(35);
    expect(accentHue(200)).toBe(38);
    expect(accentHue(184)).toBe(38);
    expect(hueOf(readablePalette(215).light.secondary)).toBeGreaterThan(25);
  });

  it('converts hsl to hex', () => {
    expect(hsl(0, 100, 50)).toBe('#ff0000');
    expect(hsl(120, 100, 25)).toBe('#008000');
    expect(hsl(0, 0, 100)).toBe('#ffffff');
  });
});

describe('svg size', () => {
  it('reads width/height, then the viewBox, and says when there is none', () => {
    expect(svgSize('<svg width="326" height="127px">')).toEqual({ width: 326, height: 127 });
    expect(svgSize("<svg viewBox='0 0 32 32'>")).toEqual({ width: 32, height: 32 });
    expect(svgSize('<svg width="50%" height="2em">')).toEqual({ error: expect.stringMatching(/declares no size/) });
    expect(svgSize('<png/>')).toEqual({ error: expect.stringMatching(/not an SVG/) });
  });
});
