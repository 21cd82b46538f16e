// The quiet hours' zone: the zones of an ally's countries (@aula/contracts/country-time-zones), and
// the browser's own and the saved one always offered too, so a learner abroad is never forced into
// a wrong zone.
import { ZONES_BY_COUNTRY } from '@aula/contracts/country-time-zones';

/** The zones to offer: the countries' own, then the browser's and the saved one if not among them. */
export function timeZoneChoices(countries: readonly string[], ...alsoOffer: readonly string[]): string[] {
  const zones = countries.flatMap((country) => ZONES_BY_COUNTRY[country] ?? []);
  return [...new Set([...zones, ...alsoOffer.filter(Boolean)])];
}

/**
 * Each offered zone by the place a person there would name, as the zone database does not (it
 * writes "Mexico_City", "Bogota"); `en` where English names it otherwise. Names, not sentences, so
 * they live here rather than in the message catalogues.
 */
const ZONE_PLACES: Record<string, { es: string; en?: string }> = {
  'America/Mexico_City': { es: 'Ciudad de México', en: 'Mexico City' },
  'America/Merida': { es: 'Mérida' },
  'America/Cancun': { es: 'Cancún' },
  'America/Mazatlan': { es: 'Mazatlán' },
  'America/Bogota': { es: 'Bogotá' },
  'America/Santiago': { es: 'Santiago de Chile' },
  'America/Argentina/Buenos_Aires': { es: 'Buenos Aires' },
  'America/Guatemala': { es: 'Ciudad de Guatemala', en: 'Guatemala City' },
  'America/El_Salvador': { es: 'San Salvador' },
  'America/Costa_Rica': { es: 'San José de Costa Rica', en: 'San José, Costa Rica' },
  'America/Panama': { es: 'Ciudad de Panamá', en: 'Panama City' },
  'America/Asuncion': { es: 'Asunción' },
  'America/New_York': { es: 'Nueva York', en: 'New York' },
  'America/Los_Angeles': { es: 'Los Ángeles', en: 'Los Angeles' },
  UTC: { es: 'Tiempo universal', en: 'Coordinated Universal Time' },
};

/** The zone's place in the language of `locale`; a zone not named above keeps its IANA place ("Lisbon"). */
export function zonePlace(zone: string, locale: string): string {
  const names = ZONE_PLACES[zone];
  if (names) return (locale.toLowerCase().startsWith('en') ? names.en : undefined) ?? names.es;
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

/** `America/Mexico_City` as a person reads it: "Ciudad de México (GMT-6)", its place and its offset now. */
export function timeZoneLabel(zone: string, locale: string, now = new Date()): string {
  const place = zonePlace(zone, locale);
  try {
    const offset = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value;
    return offset ? `${place} (${offset})` : place;
  } catch {
    return place;
  }
}

/** The hour `hour` (0-23) written as the learner's language writes times: "21:00" or "9:00 PM". */
export function hourLabel(hour: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2026, 0, 1, hour),
  );
}
