const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How old figures are, in the largest whole unit; `moment` under a minute (or a clock a little behind). */
export type FiguresAge = { unit: 'minute' | 'hour' | 'day'; count: number } | 'moment';

export function figuresAge(computedAt: string, now: number): FiguresAge {
  const elapsed = now - Date.parse(computedAt);
  if (!(elapsed >= MINUTE_MS)) return 'moment';
  if (elapsed < HOUR_MS) return { unit: 'minute', count: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < DAY_MS) return { unit: 'hour', count: Math.floor(elapsed / HOUR_MS) };
  return { unit: 'day', count: Math.floor(elapsed / DAY_MS) };
}

/**
 * The age as the language says it ("hace 7 minutos", "7 minutes ago", "ayer"); `moment` is the
 * catalogue's own words ("hace un momento"), which Intl has none for.
 */
export function ageWords(age: FiguresAge, locale: string, moment: string): string {
  if (age === 'moment') return moment;
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-age.count, age.unit);
}
