// The ally console's rewards: achievements with their prizes, webinars and their single-use codes.
import { z } from 'zod';
import { prizeKind } from './achievements';
import { MAX_ID } from './common';
import { itemVersion } from './console';

const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
const refId = z.number().int('must be a whole number').positive('must be positive').max(MAX_ID, 'is too large');

/** An achievement as the console edits it: finishing `module_id` earns the prize. */
export const consoleAchievement = z.object({
  id: z.number().int(),
  module_id: z.number().int(),
  module_title: z.string(),
  title: z.string(),
  description: z.string(),
  prize_kind: prizeKind,
  prize_title: z.string(),
  prize_description: z.string(),
  webinar_id: z.number().int().nullable(),
  position: z.number().int(),
  version: itemVersion,
});

/** GET /api/console/achievements/ : with the ally's modules an achievement may name. */
export const consoleAchievementsResponse = z.object({
  results: z.array(consoleAchievement),
  modules: z.array(z.object({ id: z.number().int(), title: z.string() })),
});

export const consoleAchievementInput = z
  .object({
    module_id: refId,
    title: text(120),
    description: text(500),
    prize_kind: prizeKind,
    prize_title: text(120),
    prize_description: text(500),
    webinar_id: refId.nullable().default(null),
    position: z.number().int().min(0).max(1000).default(0),
  })
  .strict()
  // A webinar prize opens a webinar: which one must be said (the other kinds name none).
  .refine((input) => input.prize_kind !== 'webinar' || input.webinar_id !== null, {
    path: ['webinar_id'],
    message: 'is required for a webinar prize',
  });

export const consoleAchievementUpdate = z
  .object({ ...consoleAchievementInput.shape, version: itemVersion })
  .strict()
  .refine((input) => input.prize_kind !== 'webinar' || input.webinar_id !== null, {
    path: ['webinar_id'],
    message: 'is required for a webinar prize',
  });

/** A webinar as the console edits it, with how many of its codes exist and are spent. */
export const consoleWebinar = z.object({
  id: z.number().int(),
  title: z.string(),
  starts_at: z.iso.datetime({ offset: true }),
  duration_minutes: z.number().int(),
  join_url: z.string(),
  codes_total: z.number().int(),
  codes_used: z.number().int(),
  version: itemVersion,
});

export const consoleWebinarsResponse = z.object({ results: z.array(consoleWebinar) });

export const consoleWebinarInput = z
  .object({
    title: text(160),
    starts_at: z.iso.datetime({ offset: true, error: 'must be a date and time with its offset' }),
    duration_minutes: z
      .number()
      .int('must be a whole number')
      .min(15, 'must be 15 or more')
      .max(480, 'must be 480 or less'),
    join_url: z.url({ protocol: /^https$/, error: 'must be an https address' }).max(500),
  })
  .strict();

export const consoleWebinarUpdate = consoleWebinarInput.extend({ version: itemVersion }).strict();

/** The most codes one batch makes (a large event desk); more is another batch. */
export const MAX_CODES_PER_BATCH = 1000;

/** POST /api/console/webinars/{id}/codes/ */
export const generateCodesRequest = z
  .object({
    count: z
      .number()
      .int('must be a whole number')
      .min(1, 'must be 1 or more')
      .max(MAX_CODES_PER_BATCH, `must be at most ${MAX_CODES_PER_BATCH}`),
  })
  .strict();

/**
 * One code: when it was given and whether it was spent. To whom is not said (the learner's data:
 * the earners' list shows it to admins).
 */
export const webinarCodeRow = z.object({
  code: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  /** When «Enviar códigos» gave it to an earner: from then only they may redeem it (null: free). */
  assigned_at: z.iso.datetime({ offset: true }).nullable(),
  used: z.boolean(),
  redeemed_at: z.iso.datetime({ offset: true }).nullable(),
});

export const generateCodesResponse = z.object({ codes: z.array(webinarCodeRow) });
export const webinarCodesResponse = z.object({ results: z.array(webinarCodeRow) });

/**
 * The CSV export's header row, in its column order: in Spanish, the console's first language, as
 * the learners' export (the file has no page language); a code used or not is "sí" / "no"; the
 * dates (created, given, redeemed) are the wall clock of the ally's country, `2026-11-30 08:15`.
 */
export const CODES_CSV_COLUMNS = ['Código', 'Creado', 'Entregado', 'Usado', 'Canjeado'] as const;
export const codeUsedText = (used: boolean) => (used ? 'sí' : 'no');

/** The export's file name: what it holds, which webinar and the day it was taken (`codigos-webinar-3-2026-11-30.csv`). */
export const codesCsvFileName = (webinarId: number, takenOn = new Date()) =>
  `codigos-webinar-${webinarId}-${takenOn.toISOString().slice(0, 10)}.csv`;

export type ConsoleAchievement = z.infer<typeof consoleAchievement>;
export type ConsoleAchievementInput = z.input<typeof consoleAchievementInput>;
export type ConsoleWebinar = z.infer<typeof consoleWebinar>;
export type ConsoleWebinarInput = z.input<typeof consoleWebinarInput>;
export type WebinarCodeRow = z.infer<typeof webinarCodeRow>;
