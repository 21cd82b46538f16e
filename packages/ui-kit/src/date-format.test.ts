import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment, formatShortDay, learnerLocale } from './date-format';

// 06:03 UTC is 00:03 in Mexico City (UTC-6 all year since 2022): the webinar of issue 25 row 4.
const WEBINAR = '2026-06-10T06:03:00Z';
const mexico = (locale: string) => ({ locale, timeZone: 'America/Mexico_City' });

describe('learnerLocale', () => {
  it("joins the interface's language and the ally's country", () => {
    expect(learnerLocale('es', 'mx')).toBe('es-MX');
    expect(learnerLocale('en', 'co')).toBe('en-CO');
  });

  it('keeps the bare language without a country or with one that is no region ("x!")', () => {
    expect(learnerLocale('es', '')).toBe('es');
    expect(learnerLocale('es', undefined)).toBe('es');
    expect(learnerLocale('es', 'x!')).toBe('es');
  });
});

describe('formatMoment', () => {
  it('names the zone and writes the hour as Mexico does (12 h), not a bare "0:03"', () => {
    const text = formatMoment(WEBINAR, mexico('es-MX'));
    expect(text).toMatch(/^miércoles, 10 de junio de 2026/);
    expect(text).toMatch(/12:03\s?a\.\s?m\./);
    expect(text).toMatch(/(GMT-6|CST)$/);
    expect(text).not.toMatch(/\b0:03\b/);
  });

  it('writes English with AM/PM and the zone', () => {
    expect(formatMoment(WEBINAR, mexico('en-MX'))).toMatch(/^Wednesday, June 10, 2026 at 12:03\sAM (CST|GMT-6)$/);
  });

  it("is in the learner's zone: 1:03 a.m. in Lima, the evening before in Tijuana", () => {
    expect(formatMoment(WEBINAR, { locale: 'es-PE', timeZone: 'America/Lima' })).toMatch(
      /^miércoles, 10 de junio de 2026, 1:03\sa\.\s?m\. (GMT-5|PET)$/,
    );
    expect(formatMoment(WEBINAR, { locale: 'es-MX', timeZone: 'America/Tijuana' })).toMatch(
      /^martes, 9 de junio de 2026, 11:03\sp\.\s?m\./,
    );
  });

  it('refuses what is no date ("mañana") instead of printing "Invalid Date"', () => {
    expect(() => formatMoment('mañana', mexico('es-MX'))).toThrow(/not a date: mañana/);
  });
});

describe('formatDay and formatShortDay', () => {
  it('write a day in the locale, long or short, without a time', () => {
    expect(formatDay(WEBINAR, mexico('es-MX'))).toBe('10 de junio de 2026');
    expect(formatDay(WEBINAR, mexico('en-MX'))).toBe('June 10, 2026');
    expect(formatShortDay(WEBINAR, mexico('en-MX'))).toBe('Jun 10, 2026');
  });
});
