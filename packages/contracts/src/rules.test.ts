import { describe, expect, it } from 'vitest';
import { birthDate, foundedYear, pinDigits, postalCodeDigits, ruleReasons } from './rules';

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
