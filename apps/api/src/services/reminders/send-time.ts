import { isQuietHour, type QuietHours } from '@aula/contracts/reminders';

// When a reminder may go out: never in the learner's quiet hours, not before the kind's hour of
// the learner's day, and not sooner than the cap allows (one a day, or one a week).

const hourFormats = new Map<string, Intl.DateTimeFormat>();

/** The hour (0-23) it is at `at` in `timeZone`. */
export function localHour(at: Date, timeZone: string): number {
  let format = hourFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' });
    hourFormats.set(timeZone, format);
  }
  return Number(format.format(at)) % 24;
}

export interface SendWindow {
  timeZone: string;
  quiet: QuietHours;
  /** Not before this hour of the learner's day (the ally's hour for the kind). */
  sendHour: number;
}

const STEP_MS = 15 * 60 * 1000;
const TWO_DAYS_MS = 48 * 60 * 60 * 1000;

function allowed(at: Date, window: SendWindow, withHour: boolean): boolean {
  const hour = localHour(at, window.timeZone);
  return !isQuietHour(hour, window.quiet) && (!withHour || hour >= window.sendHour);
}

/**
 * The first moment from `from` on that is outside the quiet hours and at or after the send hour,
 * found in quarter hours (zones with half-hour offsets included). A send hour that falls inside the
 * quiet hours can never be met: then only the quiet hours count.
 */
export function nextSendTime(from: Date, window: SendWindow): Date {
  for (const withHour of [true, false]) {
    if (allowed(from, window, withHour)) return from;
    const firstStep = Math.ceil(from.getTime() / STEP_MS) * STEP_MS;
    for (let at = firstStep; at <= from.getTime() + TWO_DAYS_MS; at += STEP_MS) {
      const candidate = new Date(at);
      if (allowed(candidate, window, withHour)) return candidate;
    }
  }
  return from;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long after one message the next may go: the daily cap, or a week for weekly learners. */
export function capPeriodMs(frequency: 'daily' | 'weekly'): number {
  return frequency === 'weekly' ? 7 * DAY_MS : DAY_MS;
}
