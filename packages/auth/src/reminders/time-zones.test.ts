import { describe, expect, it } from 'vitest';
import { hourLabel, timeZoneChoices, timeZoneLabel, zonePlace } from './time-zones';

describe('time zone choices', () => {
  it("offers the countries' zones, then the browser's and the saved one, each once", () => {
    const zones = timeZoneChoices(['co', 'pe'], 'America/Bogota', 'Europe/Lisbon');
    expect(zones).toEqual(['America/Bogota', 'America/Lima', 'Europe/Lisbon']);
  });

  it('names places as people there do, in either language, where the zone database writes them otherwise', () => {
    expect(zonePlace('America/Cancun', 'es-MX')).toBe('Cancún');
    expect(zonePlace('America/Cancun', 'en-US')).toBe('Cancún');
    expect(zonePlace('America/New_York', 'es-MX')).toBe('Nueva York');
    expect(zonePlace('America/Monterrey', 'es-MX')).toBe('Monterrey');
  });

  it('offers nothing for a country it does not know ("zz") but still the browser’s zone', () => {
    expect(timeZoneChoices(['zz'], 'UTC')).toEqual(['UTC']);
  });

  it('names a zone by its place and offset, and an hour the way the language writes it', () => {
    const june = new Date('2026-06-01T12:00:00Z');
    expect(timeZoneLabel('America/Bogota', 'es-CO', june)).toBe('Bogotá (GMT-5)');
    expect(timeZoneLabel('America/Mexico_City', 'es-MX', june)).toBe('Ciudad de México (GMT-6)');
    expect(timeZoneLabel('America/Mexico_City', 'en-US', june)).toBe('Mexico City (GMT-6)');
    // A zone only the browser or an older answer brings, which the catalogue does not name.
    expect(timeZoneLabel('Europe/Lisbon', 'es-MX', june)).toBe('Lisbon (GMT+1)');
    expect(hourLabel(21, 'es-MX')).toMatch(/^21:00$|9:00/);
    expect(hourLabel(0, 'en-US')).toMatch(/12:00\sAM/);
  });
});
