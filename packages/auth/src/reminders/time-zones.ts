// The IANA zones a learner of an ally's countries may live in, for the quiet hours' zone. A short
// list per country is enough (the zones people there use); the browser's own and the saved one
// are always offered too, so a learner abroad is never forced into a wrong zone.

export const ZONES_BY_COUNTRY: Record<string, readonly string[]> = {
  mx: [
    'America/Mexico_City',
    'America/Monterrey',
    'America/Merida',
    'America/Cancun',
    'America/Chihuahua',
    'America/Mazatlan',
    'America/Hermosillo',
    'America/Tijuana',
  ],
  co: ['America/Bogota'],
  pe: ['America/Lima'],
  cl: ['America/Santiago'],
  ar: ['America/Argentina/Buenos_Aires'],
  ec: ['America/Guayaquil'],
  gt: ['America/Guatemala'],
  sv: ['America/El_Salvador'],
  hn: ['America/Tegucigalpa'],
  cr: ['America/Costa_Rica'],
  pa: ['America/Panama'],
  do: ['America/Santo_Domingo'],
  bo: ['America/La_Paz'],
  py: ['America/Asuncion'],
  uy: ['America/Montevideo'],
  us: ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'],
  es: ['Europe/Madrid'],
};

/** The zones to offer: the countries' own, then the browser's and the saved one if not among them. */
export function timeZoneChoices(countries: readonly string[], ...alsoOffer: readonly string[]): string[] {
  const zones = countries.flatMap((country) => ZONES_BY_COUNTRY[country] ?? []);
  return [...new Set([...zones, ...alsoOffer.filter(Boolean)])];
}

/**
 * `America/Mexico_City` as a person reads it: "Ciudad de México (GMT-6)", its place in the learner's
 * language (`places`, the catalogue's `reminders.zonePlaces`) and its offset now. A zone the
 * catalogue does not name keeps the last part of its IANA name ("Europe/Lisbon": "Lisbon").
 */
export function timeZoneLabel(
  zone: string,
  locale: string,
  places: Readonly<Record<string, string>> = {},
  now = new Date(),
): string {
  const place = places[zone] ?? (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
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
