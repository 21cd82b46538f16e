// The ally console's insight: the filters every figure, table and export is read with. The API
// validates them with this schema, the console keeps them in its URL's query with it, so a link
// to a view always means the same view.
import { z } from 'zod';
import { allyCode, countryCode, MAX_ID } from './common';

/** How long a period the console lets one ask for: longer ones would scan years of logs. */
export const INSIGHT_MAX_DAYS = 731;
/** The period when none is asked for: the last 30 days, today included. */
export const INSIGHT_DEFAULT_DAYS = 30;

const DAY_MS = 86_400_000;

/** A calendar day, `YYYY-MM-DD` (UTC), that really exists (no 2026-02-30). */
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'is not a real date');

/** The earliest day an insight period may start: nothing in Aula is older, and older years broke the date arithmetic. */
export const INSIGHT_EARLIEST_DAY = '2000-01-01';

/** The latest day a period may name: a year from today (a planned campaign), no further. */
export const insightLatestDay = (today: string = todayUtc()): string =>
  `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;

/** A day a period may start or end on: a real day from 2000-01-01 to a year from today. */
const insightDay = isoDay.refine(
  (day) => day >= INSIGHT_EARLIEST_DAY && day <= insightLatestDay(),
  `must be between ${INSIGHT_EARLIEST_DAY} and a year from today`,
);

/** The day `days` after (or before, negative) `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days a period holds, both ends included. */
export function daysIn(period: { from: string; to: string }): number {
  return Math.round((Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Today as a UTC calendar day. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The default period ending `today`: the last 30 days, today included. */
export function defaultPeriod(today: string = todayUtc()): { from: string; to: string } {
  return { from: addDays(today, 1 - INSIGHT_DEFAULT_DAYS), to: today };
}

/** The period of the same length that ends the day before `period` starts (for "change vs before"). */
export function previousPeriod(period: { from: string; to: string }): { from: string; to: string } {
  return { from: addDays(period.from, -daysIn(period)), to: addDays(period.from, -1) };
}

/**
 * `ally`, for platform staff only: one ally code, several separated by commas to compare them, or
 * `all`. Anyone else naming it gets 403 (the API checks; the schema only checks the shape).
 */
export const insightAllies = z
  .string()
  .trim()
  .transform((value) => value.split(',').map((code) => code.trim()))
  .pipe(z.union([z.tuple([z.literal('all')]), z.array(allyCode).min(1).max(20)]));

/**
 * The query of every insight endpoint (and of its exports). Missing `from`/`to` mean the last 30
 * days; `country` must be one of the acting ally's countries (the API checks: 400 on `country`).
 */
export const insightFilterSchema = z
  .object({
    from: insightDay.optional(),
    to: insightDay.optional(),
    country: countryCode.optional(),
    businessType: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .positive('must be positive')
      .max(MAX_ID, 'is too large')
      .optional(),
    ally: insightAllies.optional(),
  })
  .transform(({ from, to, ...rest }, context) => {
    const today = todayUtc();
    // One end alone: the other is 30 days away from it (to: today at the latest).
    const end = to ?? (from ? minDay(addDays(from, INSIGHT_DEFAULT_DAYS - 1), today) : today);
    const start = from ?? addDays(end, 1 - INSIGHT_DEFAULT_DAYS);
    if (start > end) {
      context.addIssue({ code: 'custom', path: ['from'], message: 'must not be after to' });
      return z.NEVER;
    }
    if (daysIn({ from: start, to: end }) > INSIGHT_MAX_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['from'],
        message: `must be at most ${INSIGHT_MAX_DAYS} days before to`,
      });
      return z.NEVER;
    }
    return { ...rest, from: start, to: end };
  });

function minDay(a: string, b: string): string {
  return a < b ? a : b;
}

/** The filters as a handler receives them: the period always set. */
export type InsightFilter = z.output<typeof insightFilterSchema>;
/** The filters as a link or a call gives them (every field optional, strings from a URL). */
export type InsightFilterInput = z.input<typeof insightFilterSchema>;

/** A figure with its value in the period before, and the change (null when before was 0). */
export const insightChange = z.object({
  value: z.number(),
  previous: z.number(),
  /** (value - previous) / previous, e.g. 0.25 for +25 %; null when previous is 0. */
  change: z.number().nullable(),
});
export type InsightChange = z.infer<typeof insightChange>;

/** The period an answer was computed for and the one it is compared with, echoed back. */
export const insightPeriods = z.object({
  period: z.object({ from: isoDay, to: isoDay }),
  previous: z.object({ from: isoDay, to: isoDay }),
});

/**
 * When an answer's figures were computed: the start of the last refresh of the rollups they are
 * read from (each view holds the records as they were at that moment or later), as an ISO
 * timestamp; null while no refresh has been recorded since the views were created.
 */
export const insightComputedAt = z.iso.datetime({ offset: true }).nullable();

/** What every insight figures answer carries: the periods it was computed for, and when. */
export const insightFigures = insightPeriods.extend({ computedAt: insightComputedAt });

/** 403 for anyone but platform staff passing `ally`. */
export const STAFF_ONLY_ALLY = 'staff_only';
