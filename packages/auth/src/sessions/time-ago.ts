import { formatDay } from '@aula/ui-kit/date-format';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "hace 3 horas" / "3 hours ago" for a time within the last month, a date ("12 de marzo de 2026")
 * before that, in the learner's locale (`useDateFormat().locale`); null within the last minute (the
 * screen says "now").
 */
export function timeAgo(iso: string, locale: string, now: number = Date.now()): string | null {
  const then = Date.parse(iso);
  const seconds = Math.max(0, Math.round((now - then) / 1000));
  if (seconds < MINUTE) return null;
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (seconds < HOUR) return relative.format(-Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return relative.format(-Math.floor(seconds / HOUR), 'hour');
  if (seconds < 30 * DAY) return relative.format(-Math.floor(seconds / DAY), 'day');
  return formatDay(then, { locale });
}
