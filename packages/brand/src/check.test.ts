import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { type BrandProblem, checkBrandFolder, formatProblem } from './check';
import { listBrandFolders } from './load';

/** A temporary folder for the running test, removed when that test ends. */
function tempDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const brandsDir = join(import.meta.dirname, '..', '..', '..', 'brands');
const options = { knownCountries: ['mx', 'co', 'pe'] };

/** A copy of impulsa with one file edited, checked as `brands/impulsa/`. */
function checkEdited(file: string, edit: ((text: string) => string) | 'delete'): BrandProblem[] {
  const dir = tempDir('brands-check-');
  cpSync(join(brandsDir, 'impulsa'), join(dir, 'impulsa'), { recursive: true });
  const path = join(dir, 'impulsa', file);
  if (edit === 'delete') rmSync(path);
  else writeFileSync(path, edit(readFileSync(path, 'utf8')));
  return checkBrandFolder(dir, 'impulsa', options);
}

// biome-ignore lint/suspicious/noExplicitAny: the tests edit arbitrary JSON paths of the brand files.
type Json = any;

const editJson = (edit: (data: Json) => void) => (text: string) => {
  const data = JSON.parse(text);
  edit(data);
  return JSON.stringify(data);
};

describe('brand check', () => {
  it.each(listBrandFolders(brandsDir))('finds nothing wrong with brands/%s', (code) => {
    expect(checkBrandFolder(brandsDir, code, { knownCountries: ['mx', 'co', 'pe'] })).toEqual([]);
  });

  it('names a country the API does not know ("br")', () => {
    const problems = checkEdited(
      'brand.json',
      editJson((data) => {
        data.countries = ['mx', 'br'];
      }),
    );
    expect(problems).toEqual([
      {
        file: 'brands/impulsa/brand.json',
        field: 'countries.1',
        reason: expect.stringMatching(/"br" is not a country/),
      },
    ]);
  });

  it('names an unknown share network ("myspace") and a repeated one', () => {
    const fields = checkEdited(
      'brand.json',
      editJson((data) => {
        data.shareNetworks = ['whatsapp', 'myspace', 'whatsapp'];
      }),
    ).map((problem) => problem.field);
    expect(fields).toEqual(['shareNetworks.1', 'shareNetworks']);
  });

  it('names every faint pair with its mode, in one pass', () => {
    const problems = checkEdited(
      'theme.json',
      editJson((data) => {
        data.colors.light.textMuted = '#b0b0b0';
        data.colors.dark.danger = '#3a0000';
      }),
    );
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^brands\/impulsa\/theme\.json: colors\.light\.textMuted: #b0b0b0 on colors\.light\.background .* needs 4\.5:1/,
      ),
      expect.stringMatching(
        /^brands\/impulsa\/theme\.json: colors\.light\.textMuted: #b0b0b0 on colors\.light\.surface/,
      ),
      expect.stringMatching(/colors\.dark\.danger: #3a0000 on colors\.dark\.background/),
      expect.stringMatching(/colors\.dark\.danger: #3a0000 on colors\.dark\.surface/),
    ]);
  });

  it('names a schema mistake in the theme ("primary": "blue")', () => {
    const problems = checkEdited(
      'theme.json',
      editJson((data) => {
        data.colors.dark.primary = 'blue';
      }),
    );
    expect(problems).toEqual([
      { file: 'brands/impulsa/theme.json', field: 'colors.dark.primary', reason: 'must be a #rrggbb colour' },
    ]);
  });

  it('refuses a logo of the wrong size (300x100)', () => {
    const problems = checkEdited('logo.svg', (text) =>
      text.replace('width="326" height="127"', 'width="300" height="100"'),
    );
    expect(problems).toEqual([
      { file: 'brands/impulsa/logo.svg', field: 'width/height', reason: 'is 300x100; the logo must be 326x127 px' },
    ]);
  });

  it('names a missing favicon and unreadable JSON', () => {
    expect(checkEdited('favicon.svg', 'delete').map(formatProblem)).toEqual([
      'brands/impulsa/favicon.svg: (file): is missing',
    ]);
    expect(checkEdited('brand.json', () => '{ "allyCode": ')[0]).toMatchObject({
      file: 'brands/impulsa/brand.json',
      field: '(file)',
      reason: expect.stringMatching(/is not valid JSON/),
    });
  });

  it('refuses a folder whose name is not the ally code', () => {
    const problems = checkEdited(
      'brand.json',
      editJson((data) => {
        data.allyCode = 'otra';
      }),
    );
    expect(problems.map((problem) => problem.field)).toEqual(['allyCode']);
  });
});
