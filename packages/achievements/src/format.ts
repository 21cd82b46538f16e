/** A date in the interface's language: "10 de junio de 2026" / "June 10, 2026". */
export function longDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
}

/** A date and time in the interface's language, for a webinar's start. */
export function dateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));
}
