/**
 * Every date and time a learner reads, formatted one way: in the learner's locale (the interface's
 * language with the ally's country, so Mexico reads "12:03 a.m." where the bare language says
 * "0:03") and the learner's time zone (the device's unless told), a time always naming its zone.
 */

export type DateInput = string | number | Date;

export interface DateFormatContext {
  /** A BCP 47 tag, `learnerLocale(language, country)`. */
  locale: string;
  /** An IANA zone; the device's when absent (the learner's own). */
  timeZone?: string;
}

/** "es" + "mx" -> "es-MX"; the bare language when the pair is unknown to Intl or there is no country. */
export function learnerLocale(language: string, country?: string): string {
  if (!country) return language;
  const tag = `${language}-${country.toUpperCase()}`;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(tag).length > 0 ? tag : language;
  } catch {
    // A country code that is no region (bad input in a URL) is no reason to break a screen.
    return language;
  }
}

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

function format(value: DateInput, { locale, timeZone }: DateFormatContext, options: Intl.DateTimeFormatOptions) {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(value)}`);
  return new Intl.DateTimeFormat(locale, { ...options, ...(timeZone ? { timeZone } : {}) }).format(date);
}

/** A day: "10 de junio de 2026" / "June 10, 2026". */
export const formatDay = (value: DateInput, context: DateFormatContext) =>
  format(value, context, { dateStyle: 'long' });

/** A day where room is short (a list row): "10 jun 2026" / "Jun 10, 2026". */
export const formatShortDay = (value: DateInput, context: DateFormatContext) =>
  format(value, context, { dateStyle: 'medium' });

/**
 * A moment someone must be on time for: weekday, day, time as the locale writes it (12 or 24 h)
 * and the zone it is in, "miércoles, 10 de junio de 2026, 12:03 a.m. CST".
 */
export const formatMoment = (value: DateInput, context: DateFormatContext) =>
  format(value, context, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
