// The IANA zones people of each country live in: a short list per country (the zones people there
// use), its first the country's main one. Read by the quiet hours' choices (@aula/auth), the zone a
// learner who never chose is shown, and the times of the console's exports.

export const ZONES_BY_COUNTRY: Readonly<Record<string, readonly string[]>> = {
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

/** The country's main zone ("mx" -> America/Mexico_City); UTC for a country not listed. */
export function mainTimeZoneOf(country: string | null | undefined): string {
  return (country && ZONES_BY_COUNTRY[country]?.[0]) || 'UTC';
}
