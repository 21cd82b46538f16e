import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allyOrder, DEMO_ALLIES } from './allies';

const brandsDir = new URL('../../../brands/', import.meta.url);

function brandFile(code: string) {
  const { allyCode, name, countries } = JSON.parse(readFileSync(new URL(`${code}/brand.json`, brandsDir), 'utf8'));
  return { code: allyCode, name, countries };
}

describe('DEMO_ALLIES', () => {
  it('is a faithful copy of the code, name and countries in brands/<code>/brand.json', () => {
    for (const ally of DEMO_ALLIES) expect(brandFile(ally.code)).toEqual(ally);
  });

  it('names only allies that have a brand folder (the seed reads the rest from brands/)', () => {
    const folders = readdirSync(brandsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const codes = folders.map((entry) => entry.name);
    expect(codes).toEqual(expect.arrayContaining(DEMO_ALLIES.map((ally) => ally.code)));
  });
});

describe('allyOrder', () => {
  it("puts the demo world's allies first in their order, then new ones by code", () => {
    const codes = ['zeta', 'crecer', 'nueva', 'impulsa'].map((code) => ({ code }));
    expect(codes.sort(allyOrder).map((ally) => ally.code)).toEqual(['impulsa', 'crecer', 'nueva', 'zeta']);
  });
});
