import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { birthDate, foundedYear, pinDigits, postalCodeDigits, ruleReasons } from './rules';
import { hasUnsafeText, unsafeTextPaths, wellFormedInput } from './well-formed-text';

const reasonOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('shared rules', () => {
  it('takes postal codes of 4 to 6 digits and refuses 3 digits, 7 digits and letters', () => {
    for (const good of ['1234', '04100', '110111']) expect(postalCodeDigits.safeParse(good).success).toBe(true);
    for (const bad of ['090', '1234567', '04l00', ' 04100']) {
      expect(reasonOf(postalCodeDigits.safeParse(bad))).toBe(ruleReasons.postalCode);
    }
  });

  it('takes PINs of 4 to 6 digits and refuses a 3-digit one and one with a letter', () => {
    expect(pinDigits.safeParse('4821').success).toBe(true);
    expect(reasonOf(pinDigits.safeParse('482'))).toBe(ruleReasons.pinDigits);
    expect(reasonOf(pinDigits.safeParse('48a1'))).toBe(ruleReasons.pinDigits);
  });

  it('refuses a birth date before 1900 or after today (1899-12-31, 2999-01-01)', () => {
    expect(birthDate.safeParse('1988-05-14').success).toBe(true);
    expect(reasonOf(birthDate.safeParse('1899-12-31'))).toBe(ruleReasons.birthDateRange);
    expect(reasonOf(birthDate.safeParse('2999-01-01'))).toBe(ruleReasons.birthDateRange);
  });

  it('says only that 12/04/1985 is no date, not also that it is out of range', () => {
    expect(birthDate.safeParse('12/04/1985').error?.issues.map((issue) => issue.message)).toEqual([
      'must be a date (YYYY-MM-DD)',
    ]);
  });

  it('refuses a founding year before 1900 or after this one (1899, next year)', () => {
    const thisYear = new Date().getUTCFullYear();
    expect(foundedYear.safeParse(thisYear).success).toBe(true);
    expect(reasonOf(foundedYear.safeParse(1899))).toBe(ruleReasons.foundedYearRange);
    expect(reasonOf(foundedYear.safeParse(thisYear + 1))).toBe(ruleReasons.foundedYearRange);
  });
});

describe('text no field takes (NUL, lone surrogates)', () => {
  it('finds a NUL, a lone high and a lone low surrogate; passes an emoji pair, accents and empty text', () => {
    for (const bad of ['a\u0000b', '\u0000', 'x\uD800', '\uDC00y', 'ok 😀 \uD83D'])
      expect(hasUnsafeText(bad)).toBe(true);
    for (const good of ['', 'Ñandú', '😀', 'tab\tline\n', '%00']) expect(hasUnsafeText(good)).toBe(false);
  });

  it('names every bad string by its path, nested in objects and arrays, and a bad key by itself', () => {
    const body = {
      title: 'ok',
      address: { city: 'Pue\u0000bla' },
      tags: ['fine', 'half \uD800'],
      'k\u0000': 'value',
    };
    expect(unsafeTextPaths(body)).toEqual([['address', 'city'], ['tags', 1], ['k\u0000']]);
  });

  it('reads a query object of no prototype, and leaves bytes and dates alone', () => {
    const query = Object.assign(Object.create(Object.create(null)), { q: 'a\u0000' });
    expect(unsafeTextPaths(query)).toEqual([['q']]);
    expect(unsafeTextPaths({ file: new Uint8Array([0, 0xd8]), when: new Date(0) })).toEqual([]);
  });

  it("refuses before the schema runs, naming the field with the rule's reason", () => {
    const schema = wellFormedInput.pipe(z.object({ name: z.string().min(10) }));
    const refused = schema.safeParse({ name: '\u0000' });
    expect(refused.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['name'], message: ruleReasons.wellFormedText },
    ]);
    expect(schema.safeParse({ name: 'a long enough name' }).data).toEqual({ name: 'a long enough name' });
  });
});
