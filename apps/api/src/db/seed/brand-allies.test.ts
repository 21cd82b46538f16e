import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultBrandsDir } from '../../paths';
import { BrandFolderError, readBrandAllies } from './brand-allies';

/** A brands folder with one folder per entry holding `text` as its brand.json. */
function brands(folders: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'aula-brand-allies-'));
  for (const [folder, text] of Object.entries(folders)) {
    mkdirSync(join(dir, folder));
    writeFileSync(join(dir, folder, 'brand.json'), text);
  }
  return dir;
}

const brand = (fields: Record<string, unknown>) =>
  JSON.stringify({ allyCode: 'nueva', name: 'Nueva Ruta', countries: ['mx'], ...fields });

describe('readBrandAllies', () => {
  it("reads the repo's brands: the demo world's allies first, with their code, name and countries", () => {
    expect(readBrandAllies(defaultBrandsDir).slice(0, 2)).toEqual([
      { code: 'impulsa', name: 'Impulsa', countries: ['mx', 'co', 'pe'] },
      { code: 'crecer', name: 'Crecer', countries: ['mx', 'co'] },
    ]);
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
  ])('refuses %s, naming the file and the field', (_, text, message) => {
    const dir = brands({ nueva: text });
    expect(() => readBrandAllies(dir)).toThrow(BrandFolderError);
    expect(() => readBrandAllies(dir)).toThrow(message);
  });

  it('refuses a missing folder and one with no brands', () => {
    expect(() => readBrandAllies(join(tmpdir(), 'aula-no-such-brands'))).toThrow(/does not exist/);
    expect(() => readBrandAllies(brands({}))).toThrow(/no <code>\/brand\.json found/);
  });
});
