import { describe, expect, it } from 'vitest';
import { hourLabel, timeZoneChoices, timeZoneLabel } from './time-zones';

describe('time zone choices', () => {
  it("offers the countries' zones, then the browser's and the saved one, each once", () => {
    const zones = timeZoneChoices(['co', 'pe'], 'America/Bogota', 'Europe/Lisbon');
    expect(zones).toEqual(['America/Bogota', 'America/Lima', 'Europe/Lisbon']);
  });

  it('offers nothing for a country it does not know ("zz") but still the browser’s zone', () => {
    expect(timeZoneChoices(['zz'], 'UTC')).toEqual(['UTC']);
  });

  it('names a zone by its place and offset, and an hour the way the language writes it', () => {
    expect(timeZoneLabel('America/Bogota', 'es-CO', new Date('2026-06-01T12:00:00Z'))).toBe('Bogota (GMT-5)');
    expect(hourLabel(21, 'es-MX')).toMatch(/^21:00$|9:00/);
    expect(hourLabel(0, 'en-US')).toMatch(/12:00\sAM/);
  });
});
