// The learners who earned an achievement (issue 40, row 2): the console's list of them, and
// "Enviar códigos", which gives each one a code of the achievement's webinar and sends it to them
// in the channel they agreed to. Names and contacts are personal data: ally admins only.
import { z } from 'zod';
import { idParam } from './common';
import { reminderChannel } from './reminder-preferences';

export const EARNERS_PAGE_SIZE = 50;

export const earnersParams = z.object({ id: idParam });
export const earnerParams = z.object({ id: idParam, learnerId: idParam });

/** The list's query: search words (name, phone or email) and the page's key, as the learners list. */
export const earnersQuery = z.object({
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  /** The last learner id of the page before (keyset paging: stable while others earn it). */
  after: idParam.optional(),
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(200, 'must be at most 200')
    .optional(),
});
export type EarnersQuery = z.infer<typeof earnersQuery>;

/** What became of a code's message: waiting (quiet hours), sent, delivered, or failed (retryable). */
export const CODE_MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'failed'] as const;
export const codeMessageStatus = z.enum(CODE_MESSAGE_STATUSES);
export type CodeMessageStatus = z.infer<typeof codeMessageStatus>;

export const codeMessage = z.object({
  status: codeMessageStatus,
  channel: reminderChannel.nullable(),
  /** When it last changed: queued, sent, delivered or failed. */
  at: z.iso.datetime({ offset: true }),
  /** Why it failed, for the team (a cap, no consent any more, the provider's refusal). */
  error: z.string().nullable(),
});
export type CodeMessage = z.infer<typeof codeMessage>;

export const earnerRow = z.object({
  id: z.number().int(),
  name: z.string(),
  earnedAt: z.iso.datetime({ offset: true }),
  /**
   * The channel the learner agreed to be written on (their reminder consent), null when they did
   * not: then no message goes to them and their contact is not shown here.
   */
  channel: reminderChannel.nullable(),
  /** Their phone (WhatsApp) or email (email): only the one their consent names. */
  contact: z.string().nullable(),
  /** The webinar code they have (given by the console, or one they redeemed), null when none. */
  code: z.string().nullable(),
  codeRedeemed: z.boolean(),
  /** The code's message, null when none was sent. */
  message: codeMessage.nullable(),
});
export type EarnerRow = z.infer<typeof earnerRow>;

export const earnersResponse = z.object({
  achievement: z.object({
    id: z.number().int(),
    title: z.string(),
    prize_kind: z.enum(['webinar', 'report', 'physical']),
    /** The webinar the prize opens, with its codes no one has or was given yet; null for other prizes. */
    webinar: z
      .object({ id: z.number().int(), title: z.string(), codesTotal: z.number().int(), codesFree: z.number().int() })
      .nullable(),
  }),
  results: z.array(earnerRow),
  /** How many earned it (matching the search). */
  total: z.number().int(),
  /** Pass as `after` for the next page; null on the last. */
  next: z.number().int().nullable(),
});
export type EarnersResponse = z.infer<typeof earnersResponse>;

/**
 * POST .../codes/send/ answer: what one press did. Pressing again gives no one a second code and
 * writes to no one twice; the counts then say so (`alreadySent`).
 */
export const sendCodesResponse = z.object({
  /** Everyone who earned the achievement. */
  earners: z.number().int(),
  /** Codes given by this press. */
  assigned: z.number().int(),
  /** Messages sent by this press. */
  sent: z.number().int(),
  /** Messages waiting for the learner's quiet hours to end. */
  queued: z.number().int(),
  /** Messages the provider refused or a cap held back: "Reintentar" on each. */
  failed: z.number().int(),
  /** Earners who had their message already (nothing sent again). */
  alreadySent: z.number().int(),
  /** Earners with a code but no consent to be written to: not sent (they see it on their prize screen). */
  noConsent: z.number().int(),
  /** Earners left without a code: the webinar's codes ran out. */
  withoutCode: z.number().int(),
});
export type SendCodesResponse = z.infer<typeof sendCodesResponse>;

/** 409: the achievement's prize is not a webinar. */
export const NOT_WEBINAR_PRIZE = 'not_webinar_prize';
/** 409: the webinar has no codes at all: generate some first. */
export const NO_CODES = 'no_codes';
/** 409: "Reintentar" on a message that has not failed. */
export const NOT_FAILED = 'not_failed';

/** The export's file name: whose earners and the day it was taken (`ganadores-logro-3-2026-11-30`). */
export const earnersFileName = (achievementId: number, takenOn = new Date()) =>
  `ganadores-logro-${achievementId}-${takenOn.toISOString().slice(0, 10)}`;
